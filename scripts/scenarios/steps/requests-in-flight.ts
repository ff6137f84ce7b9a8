import type { Page, Request } from '@playwright/test'

const inFlight = new WeakMap<Page, Set<Request>>()

/**
 * Counts the page's requests in flight (calls, lazy chunks, images), so that a check waits for
 * the page's own work rather than for a fixed time. Call before the page navigates.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return
  const pending = new Set<Request>()
  inFlight.set(page, pending)
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
}

function pendingOf(page: Page, caller: string): Set<Request> {
  const pending = inFlight.get(page)
  if (!pending) throw new Error(`${caller}: call trackRequests(page) before the page navigates`)
  return pending
}

const urls = (requests: Iterable<Request>) =>
  [...requests].map((request) => request.url()).join(', ') || 'nothing'

// React reveals finished Suspense boundaries at most every 300 ms, so a page can sit still with
// nothing in flight for that long and then change: quiet means longer than that.
const quietMs = 400

declare global {
  interface Window {
    domChanges?: number
  }
}

/** How many times the page's DOM has changed (counted from the first call on this document). */
const domChanges = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        if (window.domChanges === undefined) {
          window.domChanges = 0
          new MutationObserver(() => (window.domChanges! += 1)).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        }
        requestAnimationFrame(() => done(window.domChanges!))
      }),
  )

/**
 * The page has finished its own work: nothing in flight and no change to the DOM for a while, so
 * that no call of its own (a footer loaded late, analytics) starts after this.
 */
export async function pageQuiet(page: Page, timeoutMs = 15_000): Promise<void> {
  const pending = pendingOf(page, 'pageQuiet')
  const deadline = Date.now() + timeoutMs
  let seen = -1
  let calmSince = Date.now()
  for (;;) {
    if (Date.now() > deadline)
      throw new Error(
        `pageQuiet: the page kept changing for ${timeoutMs} ms; in flight: ${urls(pending)}`,
      )
    const count = await domChanges(page)
    if (count !== seen || pending.size) {
      seen = count
      calmSince = Date.now()
    } else if (Date.now() - calmSince >= quietMs) return
  }
}

const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/')

/** Resolves once `call` is the only backend call the page has in flight. */
export async function aloneInFlight(page: Page, call: Request, timeoutMs = 10_000): Promise<void> {
  const pending = pendingOf(page, 'aloneInFlight')
  const others = () => [...pending].filter((request) => request !== call && isCall(request))
  if (!others().length) return
  await new Promise<void>((done, fail) => {
    const check = () => {
      if (others().length) return
      stop()
      done()
    }
    const timer = setTimeout(() => {
      stop()
      fail(new Error(`aloneInFlight: still in flight after ${timeoutMs} ms: ${urls(others())}`))
    }, timeoutMs)
    const stop = () => {
      clearTimeout(timer)
      page.off('requestfinished', check)
      page.off('requestfailed', check)
    }
    page.on('requestfinished', check)
    page.on('requestfailed', check)
  })
}
