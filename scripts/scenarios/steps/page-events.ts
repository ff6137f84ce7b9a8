import type { Response } from '@playwright/test'
import type { Scenario } from '../scenario.ts'

/*
 * Playwright's assertions poll with a growing back-off (100, 250, 500, 1000 ms), which would
 * spend more time than the flows themselves. These waits follow the page instead (every frame,
 * or a network event); the assertions after them then pass on their first look.
 */
export const everyFrame = { polling: 'raf', timeout: 10_000 } as const

/** A page has rendered: its main heading is there and no loading indicator is left. */
export async function pageSettled(s: Scenario): Promise<void> {
  await s.page.waitForFunction(
    (loading) =>
      Boolean(document.querySelector('main h1')) &&
      !document.querySelector(`[role="status"][aria-label="${loading}"]`) &&
      // A page the server drew shows before its scripts run: it answers clicks once hydrated.
      (!document.getElementById('site-state') ||
        document.documentElement.hasAttribute('data-hydrated')),
    s.text('loading'),
    everyFrame,
  )
}

/** A dialog (login, sign-in or error) is on screen. */
export async function dialogOpened(s: Scenario, timeout = 10_000): Promise<void> {
  await s.page.waitForFunction(() => Boolean(document.querySelector('[role="dialog"]')), null, {
    ...everyFrame,
    timeout,
  })
}

/** The next answer of the backend to `path`, e.g. '/api/auth/login', once its JSON has arrived. */
export function answerOf(s: Scenario, path: string): Promise<Response> {
  return s.page.waitForResponse((response) => new URL(response.url()).pathname === path)
}

/** Waits until the page has painted what the last responses changed, instead of sleeping. */
export async function painted(s: Scenario): Promise<void> {
  await s.page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
}

/** `text` is somewhere on screen, e.g. in a toast. */
export async function textShown(s: Scenario, text: string): Promise<void> {
  await s.page.waitForFunction(
    (wanted) => document.body.innerText.includes(wanted),
    text,
    everyFrame,
  )
}
