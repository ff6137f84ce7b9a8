// `pnpm bench:repeat-visit`: when a template's first game tile shows on a first visit and on a
// return visit, on Lighthouse's mobile network (150 ms round trips, 1.6 Mbps down, 750 Kbps up),
// applied by a TCP proxy between Chromium and the site so that the service worker's own network
// calls wait as the page's do. The return visit opens the site again in the same browser once its
// service worker has taken over; its tile must show within 1 s of navigation start (DESIGN.md).
import { chromium, type BrowserContext } from 'playwright-core'
import { themeCodes } from '@playfront/contract/themes'
import { startLocalSite } from '@playfront/web/local-site'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { firstTileSelector } from '../browser/first-visit-chain.ts'
import { lighthouseMobile, startThrottlingProxy } from '../browser/throttling-proxy.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const repeatBudgetMs = 1_000
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const templates = only.length ? themeCodes.filter((code) => only.includes(code)) : themeCodes

/** When the first game tile was on screen: in the page and painted, from navigation start. */
async function tileShownMs(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage()
  await page.addInitScript((selector) => {
    const record = window as unknown as { __tileShownMs?: number }
    const look = () => {
      if (record.__tileShownMs !== undefined || !document.querySelector(selector)) return
      requestAnimationFrame(() => setTimeout(() => (record.__tileShownMs ??= performance.now())))
    }
    new MutationObserver(look).observe(document, { childList: true, subtree: true })
  }, firstTileSelector)
  await page.goto(url)
  const ms = await page.waitForFunction(
    () => (window as unknown as { __tileShownMs?: number }).__tileShownMs,
    null,
    { timeout: 60_000 },
  )
  const shown = (await ms.jsonValue()) as number
  // The worker takes over once the page is idle: what a return visit finds.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  })
  await page.close()
  return shown
}

const machineBeforeMs = busyLoopMs()
const site = await startLocalSite({ port: 0 })
const proxy = await startThrottlingProxy({
  target: Number(new URL(site.url).port),
  ...lighthouseMobile,
})
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const rows: { code: string; firstMs: number; repeatMs: number }[] = []
try {
  for (const code of templates) {
    const context = await browser.newContext()
    await context.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
    const url = `http://${code}.localhost:${proxy.port}/`
    const firstMs = await tileShownMs(context, url)
    const repeatMs = await tileShownMs(context, url)
    await context.close()
    rows.push({ code, firstMs, repeatMs })
    console.log(
      `${code.padEnd(12)}first ${(firstMs / 1000).toFixed(2)} s   return ${(repeatMs / 1000).toFixed(2)} s${repeatMs > repeatBudgetMs ? '   OVER 1 s' : ''}`,
    )
  }
} finally {
  await browser.close()
  await proxy.close()
  await site.close()
}
const over = rows.filter((row) => row.repeatMs > repeatBudgetMs)
console.log(
  `network: ${lighthouseMobile.rttMs} ms round trips, ${(lighthouseMobile.downloadKbps / 1024).toFixed(1)} Mbps down, ${lighthouseMobile.uploadKbps} Kbps up (Lighthouse's mobile profile), through a TCP proxy`,
)
console.log(
  over.length
    ? `bench:repeat-visit: ${over.length} template(s) show their first tile later than 1 s on a return visit`
    : `bench:repeat-visit: every template shows its first tile within 1 s on a return visit`,
)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
if (over.length) process.exit(1)
