/**
 * Reads a first visit the way a phone lives it: Chromium adds a round-trip latency to every
 * request (300 ms by default: well above a busy machine's pauses, so that one wave of requests
 * never blurs into the next; Lighthouse's mobile profile uses 150 ms), the page loads in a fresh context, and once
 * the first game tile (a link to the play screen) is on screen the page's own Resource Timing
 * entries give the request chain, and its layout-instability entries the layout shift.
 *
 * The tile's path is what it could have waited for: the requests that had finished when it
 * showed and had started before the page's main landmark was drawn (what drawing the frame
 * took), plus the game lists (its data). What the drawn frame asks for afterwards (the rail, the
 * tab bar, icons) has its own Suspense boundary and cannot hold the tile back; counting it would
 * make the reading depend on how busy the machine is.
 *
 * @example
 *   const visit = await readFirstVisit(page, 'http://casino1.localhost:8112/')
 *   visit.tileDepth // 2: no request the tile waited for is more than two levels below the HTML
 */
import type { Page } from 'playwright-core'
import { chainLevels, deepest, type LevelledRequest, type TimedRequest } from './chain-levels.ts'

export type FirstVisit = {
  /** Every request of the visit until the tile showed, with its level below the HTML. */
  requests: LevelledRequest[]
  /** The requests the first game tile could have waited for (see above). */
  path: LevelledRequest[]
  tileDepth: number
  tileMs: number
  /** Sum of every layout shift not caused by input (Chromium's layout-instability entries). */
  layoutShift: number
}

/** The first game tile: a link to the play screen inside the page's main landmark. */
export const firstTileSelector = 'main a[href*="playnow?game="]'

type PageReading = {
  html: { end: number }
  requests: (TimedRequest & { cached: boolean })[]
  tileMs: number
  mainMs: number
  layoutShift: number
}

function watchPage(selector: string): void {
  const record = window as unknown as { __tileMs?: number; __mainMs?: number; __shift?: number }
  record.__shift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) record.__shift = (record.__shift ?? 0) + entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const seen = () => {
    if (record.__mainMs === undefined && document.querySelector('main'))
      record.__mainMs = performance.now()
    if (record.__tileMs === undefined && document.querySelector(selector))
      record.__tileMs = performance.now()
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
}

function readPage(): PageReading {
  const record = window as unknown as { __tileMs?: number; __mainMs?: number; __shift?: number }
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
    (entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
      type: entry.initiatorType,
      cached: entry.transferSize === 0 && entry.decodedBodySize > 0,
    }),
  )
  return {
    html: { end: navigation.responseEnd },
    requests,
    tileMs: record.__tileMs ?? Number.NaN,
    mainMs: record.__mainMs ?? Number.NaN,
    layoutShift: record.__shift ?? 0,
  }
}

/**
 * An image never holds a tile back, whoever asked for it: an `<img>`, a CSS background or a
 * preload hint (initiator `link`), which a busy machine may start before the main landmark shows.
 */
const imageFile = /\.(avif|gif|jpe?g|png|svg|webp)$/i
const isImage = (request: LevelledRequest): boolean =>
  request.type === 'img' || imageFile.test(request.name)

export async function readFirstVisit(
  page: Page,
  url: string,
  { latencyMs = 300, timeoutMs = 30_000 } = {},
): Promise<FirstVisit> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.addInitScript(watchPage, firstTileSelector)
  await page.goto(url)
  await page.locator(firstTileSelector).first().waitFor({ timeout: timeoutMs })
  // Shifts caused by content arriving after the tile count too: wait until the network is quiet.
  await page.waitForLoadState('networkidle', { timeout: timeoutMs })
  const reading = await page.evaluate(readPage)
  await cdp.detach()
  // A file taken from the cache (a preloaded stylesheet inserted later) is no round trip.
  const requests = chainLevels(
    reading.html,
    reading.requests.filter((request) => !request.cached),
  )
  // A tile never waits for an image, so images are not on its path (the tile's own image follows it).
  const couldHoldTile = (request: LevelledRequest) =>
    request.start <= reading.mainMs || request.name.startsWith('/api/product/')
  const path = requests.filter(
    (request) => request.end <= reading.tileMs && !isImage(request) && couldHoldTile(request),
  )
  return {
    requests,
    path,
    tileDepth: deepest(path),
    tileMs: reading.tileMs,
    layoutShift: reading.layoutShift,
  }
}
