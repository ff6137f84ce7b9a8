import type { Page, Request } from '@playwright/test'

// Volatile things a screenshot must not see: the caret, scrollbars, and transitions caught half-way.
const stillStyle = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}
::-webkit-scrollbar{display:none}html{scrollbar-width:none}`

const inFlight = new WeakMap<Page, Set<Request>>()

/**
 * Counts the page's requests in flight (calls, lazy chunks, images), so that a shot waits for
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

// React reveals finished Suspense boundaries at most every 300 ms, so a page can sit still with
// nothing in flight for that long and then change: quiet means longer than that.
const quietMs = 400

declare global {
  interface Window {
    visualMutations?: number
  }
}

/** How many times the page's DOM has changed (counted from the first call on this document). */
const mutations = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        if (window.visualMutations === undefined) {
          window.visualMutations = 0
          new MutationObserver(() => (window.visualMutations! += 1)).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        }
        requestAnimationFrame(() => done(window.visualMutations!))
      }),
  )

async function quiet(page: Page, timeoutMs = 15_000): Promise<void> {
  const pending = inFlight.get(page)
  if (!pending) throw new Error('stillShot: call trackRequests(page) before the page navigates')
  const deadline = Date.now() + timeoutMs
  let seen = -1
  let calmSince = Date.now()
  for (;;) {
    if (Date.now() > deadline)
      throw new Error(
        `stillShot: the page kept changing for ${timeoutMs} ms; in flight: ${[...pending].map((r) => r.url()).join(', ') || 'nothing'}`,
      )
    const count = await mutations(page)
    if (count !== seen || pending.size) {
      seen = count
      calmSince = Date.now()
    } else if (Date.now() - calmSince >= quietMs) return
  }
}

/** Nothing in flight, every image on screen decoded, the fonts ready. */
async function settled(page: Page): Promise<void> {
  await quiet(page)
  const ready = await page.waitForFunction(
    () => {
      // A lazy image off screen (below, or to the side in a carousel) never loads, and is not in the shot.
      const onScreen = (r: DOMRect) =>
        r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
      const images = [...document.images].filter(
        (image) => image.checkVisibility() && onScreen(image.getBoundingClientRect()),
      )
      return images.every((image) => image.complete) && document.fonts.status === 'loaded'
    },
    null,
    { polling: 'raf', timeout: 10_000 },
  )
  await ready.dispose()
}

/**
 * A screenshot of the viewport once the page holds still: no request in flight and no change to
 * the DOM for a while, then shots until
 * two in a row are identical (as Playwright's toHaveScreenshot does), so that a late image or
 * layout shift is waited out rather than photographed.
 */
export async function stillShot(page: Page, attempts = 4): Promise<Buffer> {
  await settled(page)
  const shoot = () =>
    page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      style: stillStyle,
      timeout: 10_000,
    })
  let previous = await shoot()
  for (let i = 1; i < attempts; i++) {
    const next = await shoot()
    if (next.equals(previous)) return next
    await settled(page)
    previous = await shoot()
  }
  return previous
}
