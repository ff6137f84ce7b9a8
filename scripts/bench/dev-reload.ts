/**
 * `pnpm bench:dev-reload`: how long a reload of `pnpm dev` takes, for the seed and for a
 * long-used world (1,000 players, 10,000 ledger rows) held by the mock in the dev server: when the
 * server's HTML arrived, when the page was painted from it, and when the browser had hydrated it.
 * Starts its own dev server (BENCH_DEV_PORT, default 5182, its world fresh) and Chromium.
 */
import { chromium, type Page } from 'playwright-core'
import { largeState } from '@playfront/mock-server/testing/large-state'
import { startDevSite } from '../../web/scripts/dev-site.ts'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const port = Number(process.env.BENCH_DEV_PORT ?? 5182)
const reloads = Number(process.env.BENCH_RELOADS ?? 5)
const url = `http://casino1.localhost:${port}/`
// Reload times follow the CPU: the machine's speed, before anything of the benchmark starts.
const machineBeforeMs = busyLoopMs()
const site = await startDevSite({ port })

type Timing = { html: number; painted: number; hydrated: number }

/** One reload to a live page: the HTML's arrival, its first paint and its hydration, from navigation start. */
async function reloadOnce(page: Page): Promise<Timing> {
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 })
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    return {
      html: navigation.responseEnd,
      painted: paint?.startTime ?? NaN,
      hydrated: performance.getEntriesByName('site:hydrated')[0]?.startTime ?? performance.now(),
    }
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const ms = (value: number) => `${Math.round(value)} ms`
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const rows: string[][] = []
try {
  const page = await browser.newPage()
  await page.addInitScript(() =>
    new MutationObserver(() => {
      if (
        document.documentElement.hasAttribute('data-hydrated') &&
        performance.getEntriesByName('site:hydrated').length === 0
      )
        performance.mark('site:hydrated')
    }).observe(document, { attributes: true, subtree: false }),
  )
  // The first visit transforms every module once; the reloads after it are what a developer waits for.
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 })

  async function measure(name: string, players: number): Promise<void> {
    const timings: Timing[] = []
    for (let i = 0; i < reloads; i += 1) timings.push(await reloadOnce(page))
    const state = await page.evaluate(async () => (await fetch('/__mock/state')).text())
    const held = (JSON.parse(state) as { players: unknown[] }).players.length
    if (held !== players)
      throw new Error(`after the reloads the mock holds ${held} players, not ${players}`)
    rows.push([
      name,
      `${(state.length / 1024 / 1024).toFixed(1)} MB`,
      ms(median(timings.map((t) => t.html))),
      ms(median(timings.map((t) => t.painted))),
      ms(median(timings.map((t) => t.hydrated))),
      ms(Math.max(...timings.map((t) => t.hydrated))),
    ])
  }

  await measure('seed (48 players, 0 ledger rows)', 48)
  const world = await largeState({ players: 1_000, ledgerRows: 10_000 })
  const loaded = await page.evaluate(
    async (body) =>
      (
        await fetch('/__mock/state', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    JSON.stringify(world),
  )
  if (loaded !== 200) throw new Error(`the mock refused the large world (${loaded})`)
  await measure('a long-used world (1,000 players, 10,000 ledger rows)', world.players.length)
} finally {
  await browser.close()
  await site.close()
}

const header = ['world', 'state', 'HTML', 'painted', 'hydrated', 'slowest']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log(
  `${reloads} reloads each, median; from navigation start: the server's HTML received, first paint, hydrated`,
)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
