import type { Page, Response } from '@playwright/test'

/**
 * Whether `url` is one of the site's own built files: the scripts, stylesheets and chunks Vite
 * writes under `/assets/`. The mock's calls and pictures, and what a fault flow breaks on purpose,
 * are not.
 *
 * @example isSiteFile('http://slot2.localhost:41234/assets/home-a1.css') // true
 */
export function isSiteFile(url: string): boolean {
  return new URL(url).pathname.startsWith('/assets/')
}

/**
 * Watches one check for the site's own files answering an error. A build whose chunks name a
 * file it never wrote passes every assertion and still fails its players: the page asks for the
 * file, takes the 404 for a build replaced under it and reloads itself (the home page did, on the
 * way to its footer). A request the page gave up (a navigation cancels the chunks in flight) is
 * no failure; an answer of 400 or more is.
 */
export function watchSiteFiles(page: Page): { failures(): string[]; stop(): void } {
  const counts = new Map<string, number>()
  const onResponse = (response: Response) => {
    if (response.status() < 400 || !isSiteFile(response.url())) return
    const failure = `${new URL(response.url()).pathname} answered ${response.status()}`
    counts.set(failure, (counts.get(failure) ?? 0) + 1)
  }
  page.on('response', onResponse)
  return {
    // A page that reloads itself asks again: each failure once, with how often it came.
    failures: () =>
      [...counts].map(([failure, count]) => (count > 1 ? `${failure} (${count} times)` : failure)),
    stop: () => page.off('response', onResponse),
  }
}
