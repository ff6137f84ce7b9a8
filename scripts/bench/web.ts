import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { startLocalSite } from '@playfront/web/local-site'
import { layoutForTheme } from '../../web/src/features/layouts/template-layout.ts'
import { themeCodes } from '@playfront/contract/themes'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { readFirstVisit } from '../browser/first-visit-chain.ts'
import { mainThreadMs } from '../browser/main-thread.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

// The JavaScript and CSS a first visit to `/` downloads, gzip, per template (DESIGN.md: JS ≤ 150 KB);
// how many round trips after the HTML its first game tile waited for (DESIGN.md: at most 2), read
// from Chromium's network timing with 300 ms added to every request (see first-visit-chain.ts);
// and the main thread's work of that first visit beside the same server HTML with JavaScript off
// (DESIGN.md: at most 2.5 times), read from Chromium traces (see main-thread.ts), median of 3.
// The same first visit in Filipino and Chinese (`/fil`, `/zh`) prints its JS beside: their
// messages gzip larger than English ones. The budget is set on `/`, which is English here.
const maxDepth = 2
const budgetKb = 150
const maxRatio = 2.5
const runs = 3
const otherLocales = ['fil', 'zh']

type Row = {
  code: string
  layout: string
  js: number
  /** The JS of a first visit to `/fil` and to `/zh`. */
  otherJs: number[]
  css: number
  files: number
  largest: string
  largestKb: number
  depth: number
  tileMs: number
  withJsMs: number
  withoutJsMs: number
}
const kb = (bytes: number) => bytes / 1024

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

async function measure(
  page: Page,
  url: string,
): Promise<Pick<Row, 'js' | 'css' | 'files' | 'largest' | 'largestKb'>> {
  const sizes: { name: string; type: 'js' | 'css'; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    // The page's stylesheets come in its HTML (decision 064): counted as CSS, not as files.
    if (type === 'document' && response.url() === url)
      pending.push(
        response.text().then(
          (html) => {
            const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
            sizes.push({ name: '', type: 'css', gzip: gzipSync(css, { level: 9 }).length })
          },
          () => undefined,
        ),
      )
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then(
        (body) => {
          sizes.push({
            name: new URL(response.url()).pathname.split('/').pop() ?? '',
            type: type === 'script' ? 'js' : 'css',
            gzip: gzipSync(body, { level: 9 }).length,
          })
        },
        () => undefined,
      ),
    )
  })
  await page.goto(url)
  await page.locator('main#main').waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await Promise.all(pending)
  const js = sizes.filter((s) => s.type === 'js')
  const largest = [...js].sort((a, b) => b.gzip - a.gzip)[0]
  return {
    js: kb(js.reduce((sum, s) => sum + s.gzip, 0)),
    css: kb(sizes.filter((s) => s.type === 'css').reduce((sum, s) => sum + s.gzip, 0)),
    files: sizes.filter((s) => s.name !== '').length,
    largest: largest?.name ?? '',
    largestKb: kb(largest?.gzip ?? 0),
  }
}

const machineBeforeMs = busyLoopMs()
const server = await startLocalSite({ port: 0 })
const port = new URL(server.url).port
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const rows: Row[] = []

/** A guest's first visit, in a browser context of its own, the announcement already seen. */
async function firstVisit<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext()
  try {
    await context.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
    return await use(await context.newPage())
  } finally {
    await context.close()
  }
}

try {
  for (const code of themeCodes) {
    const url = `http://${code}.localhost:${port}/`
    const bytes = await firstVisit((page) => measure(page, url))
    const otherJs: number[] = []
    for (const locale of otherLocales)
      otherJs.push((await firstVisit((page) => measure(page, `${url}${locale}`))).js)
    // A visit of its own: reading every body back would slow the one whose timing is read.
    const visit = await firstVisit((page) => readFirstVisit(page, url))
    if (visit.tileDepth > maxDepth)
      console.log(
        `${code}: ${visit.path
          .filter((request) => request.level > maxDepth)
          .map((request) => `${request.name} (level ${request.level})`)
          .join(', ')}`,
      )
    const thread = async (javaScript: boolean) => {
      const readings: number[] = []
      for (let run = 0; run < runs; run++)
        readings.push(await mainThreadMs(browser, url, { javaScript }))
      return median(readings)
    }
    rows.push({
      code,
      layout: layoutForTheme(code),
      ...bytes,
      otherJs,
      depth: visit.tileDepth,
      tileMs: visit.tileMs,
      withJsMs: await thread(true),
      withoutJsMs: await thread(false),
    })
  }
} finally {
  await browser.close()
  await server.close()
}

const pad = (text: string | number, width: number) => String(text).padEnd(width)
console.log(
  `${pad('theme', 12)}${pad('layout', 11)}${pad('JS gzip', 10)}${pad('fil / zh', 14)}${pad('CSS gzip', 10)}${pad('files', 7)}${pad('largest chunk', 34)}${pad('chain', 7)}${pad('tile', 9)}${pad('main thread', 22)}budget`,
)
for (const row of rows) {
  const ratio = row.withJsMs / row.withoutJsMs
  const marks = [
    row.js > budgetKb && `JS OVER by ${(row.js - budgetKb).toFixed(1)} KB`,
    row.depth > maxDepth && `chain ${row.depth} > ${maxDepth}`,
    ratio > maxRatio && `main thread ${ratio.toFixed(2)}× > ${maxRatio}×`,
  ].filter(Boolean)
  const thread = `${row.withJsMs.toFixed(0)} / ${row.withoutJsMs.toFixed(0)} ms ${ratio.toFixed(2)}×`
  const chain = `${pad(row.depth, 7)}${pad(`${(row.tileMs / 1000).toFixed(2)} s`, 9)}${pad(thread, 22)}`
  console.log(
    `${pad(row.code, 12)}${pad(row.layout, 11)}${pad(`${row.js.toFixed(1)} KB`, 10)}${pad(row.otherJs.map((kb) => kb.toFixed(1)).join(' / '), 14)}${pad(`${row.css.toFixed(1)} KB`, 10)}${pad(row.files, 7)}${pad(`${row.largest} (${row.largestKb.toFixed(1)} KB)`, 34)}${chain}${marks.join(', ') || 'ok'}`,
  )
}
console.log(
  'chain: round trips after the HTML that the first game tile waited for; tile: when it showed, at 300 ms a request',
)
console.log(
  `fil / zh: the JS of a first visit to /fil and /zh, KB gzip, for comparison (the budget is set on /)`,
)
console.log(
  `main thread: a first visit's top-level tasks with JavaScript / the same HTML with JavaScript off, median of ${runs}, and their ratio`,
)
const over = rows.filter((row) => row.js > budgetKb)
const deep = rows.filter((row) => row.depth > maxDepth)
console.log(
  over.length
    ? `bench:web: ${over.length} template(s) over the ${budgetKb} KB JS budget`
    : `bench:web: every template within ${budgetKb} KB of JS (gzip)`,
)
console.log(
  deep.length
    ? `bench:web: ${deep.length} template(s) deeper than ${maxDepth} round trips to the first game tile`
    : `bench:web: every template's first game tile within ${maxDepth} round trips of the HTML`,
)
const heavy = rows.filter(
  (row) => !(row.withoutJsMs > 0) || row.withJsMs / row.withoutJsMs > maxRatio,
)
console.log(
  heavy.length
    ? `bench:web: ${heavy.length} template(s) above ${maxRatio}× the main thread of their HTML alone`
    : `bench:web: every template's first visit within ${maxRatio}× the main thread of its HTML alone`,
)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
if (over.length || deep.length || heavy.length) process.exit(1)
