import type { Page, Request } from '@playwright/test'
// The page's window.scenarioReactIdle, which the wait for a quiet page reads, is declared there.
import type {} from './react-work.ts'

interface Tracked {
  pending: Set<Request>
  /** When a request last started or ended (Date.now()). */
  lastEvent: number
}

const inFlight = new WeakMap<Page, Tracked>()

/**
 * Counts the page's requests in flight (calls, lazy chunks, images), so that a check waits for
 * the page's own work rather than for a fixed time. Call before the page navigates.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return
  const tracked: Tracked = { pending: new Set(), lastEvent: Date.now() }
  inFlight.set(page, tracked)
  page.on('request', (request) => {
    tracked.pending.add(request)
    tracked.lastEvent = Date.now()
  })
  const ended = (request: Request) => {
    tracked.pending.delete(request)
    tracked.lastEvent = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}

function trackedOf(page: Page, caller: string): Tracked {
  const tracked = inFlight.get(page)
  if (!tracked) throw new Error(`${caller}: call trackRequests(page) before the page navigates`)
  return tracked
}

const urls = (requests: Iterable<Request>) =>
  [...requests].map((request) => request.url()).join(', ') || 'nothing'

// React reveals finished Suspense boundaries at most every 300 ms, so a page can sit still with
// nothing in flight for that long and then change: quiet means longer than that, unless the page
// says when React is done (react-work.ts), when it means a short calm with React idle.
const quietMs = 400
const watchedQuietMs = 150

declare global {
  interface Window {
    lastDomChange?: number
  }
}

interface Calm {
  calm: boolean
  /** The page told whether React was idle (react-work.ts), so the short calm applied. */
  watched: boolean
}

/**
 * Resolves once the page's DOM has not changed for a while (watched from the first call on
 * this document) and at least as long has passed since `since` (ms ago), after the next frame:
 * `quietMs`, or `watchedQuietMs` with React idle on a page whose React is watched; not calm
 * after `timeoutMs`. The page times the calm itself, so that a wait costs one call instead of
 * one per frame.
 */
const domCalm = (page: Page, sinceMs: number, timeoutMs: number) =>
  page.evaluate(
    ([quietMs, watchedQuietMs, sinceMs, timeoutMs]) =>
      new Promise<Calm>((done) => {
        if (window.lastDomChange === undefined) {
          window.lastDomChange = performance.now()
          new MutationObserver(() => (window.lastDomChange = performance.now())).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        }
        const watched = typeof window.scenarioReactIdle === 'function'
        const ms = watched ? watchedQuietMs : quietMs
        const start = performance.now()
        const check = () => {
          const now = performance.now()
          const wait = Math.max(ms - (now - window.lastDomChange!), ms - sinceMs - (now - start))
          const idle = !watched || window.scenarioReactIdle!()
          if (wait <= 0 && idle) requestAnimationFrame(() => done({ calm: true, watched }))
          else if (now - start >= timeoutMs) done({ calm: false, watched })
          // React busy: look again next frame (its held reveal ends within 300 ms).
          else setTimeout(check, Math.min(wait > 0 ? wait : 16, timeoutMs - (now - start)))
        }
        check()
      }),
    [quietMs, watchedQuietMs, sinceMs, timeoutMs] as const,
  )

/**
 * Resolves true once `settled()` holds, checked after each of the page's requests ends, or false
 * after `timeoutMs`.
 */
function whenRequestsSettle(
  page: Page,
  settled: () => boolean,
  timeoutMs: number,
): Promise<boolean> {
  if (settled()) return Promise.resolve(true)
  return new Promise<boolean>((done) => {
    const check = () => {
      if (!settled()) return
      stop()
      done(true)
    }
    const timer = setTimeout(() => {
      stop()
      done(false)
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

/** Resolves once no request of the page is in flight, or after `timeoutMs`. */
async function drained(page: Page, { pending }: Tracked, timeoutMs: number): Promise<void> {
  await whenRequestsSettle(page, () => !pending.size, timeoutMs)
}

/**
 * Resolves once no request of the page is in flight (see {@link trackRequests}); fails, naming
 * them, if some still are after `timeoutMs`. Before a test moves the page's clock on, say: a call
 * on its way would see its own time limit pass in the jump.
 */
export async function noRequestInFlight(page: Page, timeoutMs = 10_000): Promise<void> {
  const tracked = trackedOf(page, 'noRequestInFlight')
  if (!(await whenRequestsSettle(page, () => !tracked.pending.size, timeoutMs)))
    throw new Error(`still in flight after ${timeoutMs} ms: ${urls(tracked.pending)}`)
}

// A navigation ends the document a wait was observing: the new one has to be watched afresh.
const navigatedAway = (error: unknown) =>
  error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)

export interface QuietOptions {
  timeoutMs?: number
  /**
   * The caller has just changed the page (narrowed its window, say) and the page has not yet run
   * what follows from it: the calm is counted from now at the earliest, not from the last change
   * the page had made by itself.
   */
  fromNow?: boolean
}

/**
 * The page has finished its own work: nothing in flight and no change to the DOM for a while, so
 * that no call of its own (a footer loaded late, analytics) starts after this.
 */
export async function pageQuiet(
  page: Page,
  { timeoutMs = 15_000, fromNow = false }: QuietOptions = {},
): Promise<void> {
  const tracked = trackedOf(page, 'pageQuiet')
  const start = Date.now()
  const deadline = start + timeoutMs
  for (;;) {
    const left = deadline - Date.now()
    if (left <= 0)
      throw new Error(
        `pageQuiet: the page kept changing for ${timeoutMs} ms; in flight: ${urls(tracked.pending)}`,
      )
    await drained(page, tracked, left)
    if (tracked.pending.size) continue
    const sinceChange =
      Date.now() - (fromNow ? Math.max(tracked.lastEvent, start) : tracked.lastEvent)
    const { calm, watched } = await domCalm(
      page,
      sinceChange,
      Math.max(deadline - Date.now(), 1),
    ).catch((error: unknown) => {
      if (navigatedAway(error)) return { calm: false, watched: false }
      throw error
    })
    const needed = watched ? watchedQuietMs : quietMs
    if (calm && !tracked.pending.size && Date.now() - tracked.lastEvent >= needed) return
  }
}

const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/')

/** Resolves once `call` is the only backend call the page has in flight. */
export async function aloneInFlight(page: Page, call: Request, timeoutMs = 10_000): Promise<void> {
  const { pending } = trackedOf(page, 'aloneInFlight')
  const others = () => [...pending].filter((request) => request !== call && isCall(request))
  if (!(await whenRequestsSettle(page, () => !others().length, timeoutMs)))
    throw new Error(`aloneInFlight: still in flight after ${timeoutMs} ms: ${urls(others())}`)
}
