import { chromium, type Browser } from 'playwright-core'
import { startLocalSite } from '@playfront/web/local-site'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { mainThreadTaskMs } from '../browser/main-thread.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

// What the home page's jackpot ticker costs the main thread (decision 042): a phone-sized home
// page left open, traced for `seconds` once it is quiet, with the ticker counting and without.
// Both readings reduce motion, so the site's CSS animations are off in each; the ticker alone is
// told that motion is fine, by the one media query it asks.
const seconds = 10
const templates = ['casino1', 'slot2', 'sportsbook1']

async function busyMs(browser: Browser, url: string, ticker: boolean): Promise<number> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  })
  try {
    await context.addInitScript((counting) => {
      sessionStorage.setItem('site.announcement-seen', '1')
      const query = window.matchMedia.bind(window)
      window.matchMedia = (media) =>
        media === '(prefers-reduced-motion: reduce)'
          ? ({ ...query(media), matches: !counting } as MediaQueryList)
          : query(media)
    }, ticker)
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('html[data-hydrated]').waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    await browser.startTracing(page, { categories: ['toplevel', '__metadata'] })
    await page.waitForTimeout(seconds * 1000)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: Parameters<typeof mainThreadTaskMs>[0]
    }
    return mainThreadTaskMs(trace.traceEvents)
  } finally {
    await context.close()
  }
}

const machineBeforeMs = busyLoopMs()
const server = await startLocalSite({ port: 0 })
const port = new URL(server.url).port
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const share = (ms: number) => `${((ms / (seconds * 1000)) * 100).toFixed(2)}%`
try {
  console.log(`main thread of a phone-sized home page left open for ${seconds} s`)
  for (const code of templates) {
    const url = `http://${code}.localhost:${port}/`
    const counting = await busyMs(browser, url, true)
    const still = await busyMs(browser, url, false)
    console.log(
      `${code.padEnd(12)}counting ${counting.toFixed(0).padStart(4)} ms (${share(counting)})   still ${still.toFixed(0).padStart(4)} ms (${share(still)})   the ticker: ${share(counting - still)}`,
    )
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
