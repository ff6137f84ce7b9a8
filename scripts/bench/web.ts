import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { layoutForTheme } from '../../web/src/features/layouts/template-layout.ts'
import { themeCodes } from '@playfront/contract/themes'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { readFirstVisit } from '../browser/first-visit-chain.ts'

// The JavaScript and CSS a first visit to `/` downloads, gzip, per template (DESIGN.md: JS ≤ 150 KB),
// and how many round trips after the HTML its first game tile waited for (DESIGN.md: at most 2),
// read from Chromium's network timing with 300 ms added to every request (see first-visit-chain.ts).
const maxDepth = 2
const budgetKb = 150
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url))
if (!existsSync(`${webDist}index.html`))
  throw new Error('No built site in web/dist: run pnpm build first.')

type Row = {
  code: string
  layout: string
  js: number
  css: number
  files: number
  largest: string
  largestKb: number
  depth: number
  tileMs: number
}
const kb = (bytes: number) => bytes / 1024

async function measure(
  page: Page,
  url: string,
): Promise<Omit<Row, 'code' | 'layout' | 'depth' | 'tileMs'>> {
  const sizes: { name: string; type: 'js' | 'css'; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
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
    files: sizes.length,
    largest: largest?.name ?? '',
    largestKb: kb(largest?.gzip ?? 0),
  }
}

const server = await createMockHttpServer({ port: 0, staticDir: webDist })
const port = new URL(server.url).port
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const rows: Row[] = []
try {
  for (const code of themeCodes) {
    const context = await browser.newContext()
    await context.addInitScript(() => sessionStorage.setItem('playfront.announcement-seen', '1'))
    const url = `http://${code}.localhost:${port}/`
    const bytes = await measure(await context.newPage(), url)
    await context.close()
    // A visit of its own: reading every body back would slow the one whose timing is read.
    const timed = await browser.newContext()
    await timed.addInitScript(() => sessionStorage.setItem('playfront.announcement-seen', '1'))
    const visit = await readFirstVisit(await timed.newPage(), url)
    await timed.close()
    if (visit.tileDepth > maxDepth)
      console.log(
        `${code}: ${visit.path
          .filter((request) => request.level > maxDepth)
          .map((request) => `${request.name} (level ${request.level})`)
          .join(', ')}`,
      )
    rows.push({
      code,
      layout: layoutForTheme(code),
      ...bytes,
      depth: visit.tileDepth,
      tileMs: visit.tileMs,
    })
  }
} finally {
  await browser.close()
  await server.close()
}

const pad = (text: string | number, width: number) => String(text).padEnd(width)
console.log(
  `${pad('theme', 12)}${pad('layout', 11)}${pad('JS gzip', 10)}${pad('CSS gzip', 10)}${pad('files', 7)}${pad('largest chunk', 34)}${pad('chain', 7)}${pad('tile', 9)}budget`,
)
for (const row of rows) {
  const marks = [
    row.js > budgetKb && `JS OVER by ${(row.js - budgetKb).toFixed(1)} KB`,
    row.depth > maxDepth && `chain ${row.depth} > ${maxDepth}`,
  ].filter(Boolean)
  const chain = `${pad(row.depth, 7)}${pad(`${(row.tileMs / 1000).toFixed(2)} s`, 9)}`
  console.log(
    `${pad(row.code, 12)}${pad(row.layout, 11)}${pad(`${row.js.toFixed(1)} KB`, 10)}${pad(`${row.css.toFixed(1)} KB`, 10)}${pad(row.files, 7)}${pad(`${row.largest} (${row.largestKb.toFixed(1)} KB)`, 34)}${chain}${marks.join(', ') || 'ok'}`,
  )
}
console.log(
  'chain: round trips after the HTML that the first game tile waited for; tile: when it showed, at 300 ms a request',
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
if (over.length || deep.length) process.exit(1)
