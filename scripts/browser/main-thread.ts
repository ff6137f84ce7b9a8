/**
 * How long a page load keeps the renderer's main thread busy, read from a Chromium trace: the
 * time covered by its top-level tasks (`RunTask`, what Lighthouse counts as main-thread work) from the
 * navigation until the page is quiet (no request for half a second after the load event, at most
 * `settleMs` more). The same reading with JavaScript off is the floor a page's own HTML and CSS
 * cost (parse, style, layout, paint, images); the ratio says what the scripts add on top.
 *
 * @example
 *   const ms = await mainThreadMs(browser, 'http://casino1.localhost:8080/', { javaScript: true })
 */
import type { Browser } from 'playwright-core'

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts?: number
  dur?: number
  args?: { name?: string; data?: { frame?: string } }
}

/** The sum of top-level task durations on the main thread of the page's renderer, in ms. */
export function mainThreadTaskMs(events: TraceEvent[]): number {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  // The renderer the page ran in is the busiest: the one whose main thread ran its script and layout.
  const tasks = new Map<string, [number, number][]>()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (event.ph !== 'X' || !topLevelTask.has(event.name) || !mainThreads.has(thread)) continue
    const list = tasks.get(thread) ?? []
    list.push([event.ts ?? 0, (event.ts ?? 0) + (event.dur ?? 0)])
    tasks.set(thread, list)
  }
  return Math.max(0, ...[...tasks.values()].map(busyTime)) / 1000
}

// Chromium's name for a top-level task, before and since its Perfetto tracing.
const topLevelTask = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** The time covered by a thread's tasks, each moment counted once (a task may run inside another). */
function busyTime(intervals: [number, number][]): number {
  let total = 0
  let end = -Infinity
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (to <= end) continue
    total += to - Math.max(from, end)
    end = to
  }
  return total
}

export async function mainThreadMs(
  browser: Browser,
  url: string,
  { javaScript, settleMs = 5_000 }: { javaScript: boolean; settleMs?: number },
): Promise<number> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript })
  try {
    // The announcement modal opens on a first visit: the same for every reading, so left in.
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ['toplevel', '__metadata'] })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle', { timeout: settleMs }).catch(() => undefined)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[]
    }
    return mainThreadTaskMs(trace.traceEvents)
  } finally {
    await context.close()
  }
}
