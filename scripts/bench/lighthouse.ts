import { spawn } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { themeCodes } from '@playfront/contract/themes'
import { ensureChromium } from '../browser/chromium.ts'
import { lockReportFolderOrExit } from '../scenarios/report/run-lock.ts'
import { busyLoopMs, machineSpeedLine, ranIdle } from './machine-speed.ts'

// Lighthouse in its default mobile profile (a mid-range phone, 150 ms round trips, 1.6 Mbit/s,
// simulated) on the home page of every template, one lobby and the login page (DESIGN.md: each
// category at least 95). Its performance score depends on the CPU it is given: measure on an
// otherwise idle machine.
//
// `pnpm bench:lighthouse [--runs N] [page,…]`: each page is measured N times (3 by default) and
// the median run is reported (Lighthouse's own choice of run, the one nearest the medians of FCP
// and time to interactive, as Lighthouse CI does), with the spread of the performance score.
const minimum = 95
const { values: options, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20)
  throw new Error(`--runs takes a whole number from 1 to 20, not "${options.runs}".`)
const root = fileURLToPath(new URL('../../', import.meta.url))
const webDist = `${root}web/dist/`
const reportDir = `${root}reports/lighthouse/`
if (!existsSync(`${webDist}index.html`))
  throw new Error('No built site in web/dist: run pnpm build first.')

// Two at once would take CPU from each other (each printing performance figures lower than the
// site's) and write the same reports.
const lock = lockReportFolderOrExit(reportDir, {
  tool: 'bench:lighthouse',
  command: `pnpm bench:lighthouse ${process.argv.slice(2).join(' ')}`.trim(),
  reason:
    "Two Lighthouse runs at once take CPU from each other, so both would print performance figures lower than the site's, and write the same reports.",
  otherFolder: false,
})
process.on('exit', () => lock.release())

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const audits = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
} as const
type Row = { name: string; scores: number[]; figures: string[]; spread: string }

// The site is served as `pnpm start` serves it, from its own process: in this one, the server
// would wait on Lighthouse's own work (reading the trace as it streams in), and Lighthouse takes
// the server's observed response time as the backend's latency on every simulated request.
const server = spawn(process.execPath, [`${root}web/scripts/serve.ts`], {
  env: { ...process.env, PORT: process.env.PORT ?? '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
// A failure before the measuring starts (no Chromium, say) ends the server too.
process.on('exit', () => server.kill())
const serverUrl = await new Promise<string>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`The site server stopped (exit ${code}).`)))
  createInterface({ input: server.stdout }).on('line', (line) => {
    const url = /running on (http:\S+)/.exec(line)?.[1]
    if (url) resolve(url)
  })
})
const port = new URL(serverUrl).port
// A static host or CDN serves its files compressed ahead of time; this server compresses each one
// on its first request (brotli, 30–100 ms for the libraries), which would land on whichever page
// is measured first. Ask for every file once, so every page meets the server as a host would.
await Promise.all(
  ['index.html', ...readdirSync(`${webDist}assets`).map((file) => `assets/${file}`)].map((file) =>
    fetch(`${serverUrl}/${file}`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
      r.arrayBuffer(),
    ),
  ),
)
const pages = [
  ...themeCodes.map((code) => ({ name: `${code}-home`, url: `http://${code}.localhost:${port}/` })),
  { name: 'casino1-slots-lobby', url: `http://casino1.localhost:${port}/slots` },
  { name: 'casino1-login', url: `http://casino1.localhost:${port}/login` },
]
const only = positionals[0]?.split(',')
// The machine's speed, with nothing of the measurement running yet (the server is idle).
const machineBeforeMs = busyLoopMs()
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const measure = async (url: string) => {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result
}
const rows: Row[] = []
try {
  // A browser's first page load pays for its own start (fonts, caches, the renderer's code):
  // one load that is not counted, so the first page measured meets a browser like the others do.
  await measure(pages[0]!.url)
  for (const page of pages.filter(
    (candidate) => !only || only.some((part) => candidate.name.includes(part)),
  )) {
    const results = []
    for (let run = 0; run < runs; run++) results.push(await measure(page.url))
    const median = computeMedianRun(results.map((result) => result.lhr))
    const result = results.find((candidate) => candidate.lhr === median)!
    const [html, json] = result.report as string[]
    writeFileSync(`${reportDir}${page.name}.html`, html ?? '')
    writeFileSync(`${reportDir}${page.name}.json`, json ?? '')
    const performance = results.map((run) =>
      Math.round((run.lhr.categories.performance?.score ?? 0) * 100),
    )
    rows.push({
      name: page.name,
      scores: categories.map((category) =>
        Math.round((median.categories[category]?.score ?? 0) * 100),
      ),
      figures: Object.values(audits).map((audit) => median.audits[audit]?.displayValue ?? '?'),
      spread: `${Math.min(...performance)}–${Math.max(...performance)}`,
    })
    console.log(
      `${page.name}: ${rows.at(-1)?.scores.join(' / ')} (performance of the ${runs} runs: ${performance.join(', ')})`,
    )
  }
} finally {
  chrome.kill()
  server.kill()
}
const machine = { beforeMs: machineBeforeMs, afterMs: busyLoopMs() }

const pad = (text: string | number, width: number) => String(text).padEnd(width)
console.log(
  `\n${pad('page', 22)}${pad('perf', 6)}${pad('runs', 8)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${Object.keys(
    audits,
  )
    .map((name) => pad(name, 10))
    .join('')}`,
)
for (const row of rows)
  console.log(
    `${pad(row.name, 22)}${pad(row.scores[0]!, 6)}${pad(row.spread, 8)}${row.scores
      .slice(1)
      .map((score) => pad(score, 6))
      .join('')}${row.figures.map((figure) => pad(figure, 10)).join('')}`,
  )
const low = rows.filter((row) => row.scores.some((score) => score < minimum))
console.log(`HTML and JSON reports in reports/lighthouse/.`)
console.log(machineSpeedLine(machine))
console.log(
  ranIdle(machine)
    ? "The busy loop ran at its idle speed before and after: these may be idle figures, though the loop can miss a shared host's load, so set them beside an earlier run's."
    : 'Performance depends on the CPU, and the machine was slower than idle: these performance figures are lower than an idle machine would give.',
)
console.log(
  low.length
    ? `bench:lighthouse: ${low.length} page(s) under ${minimum} in a category: ${low.map((row) => row.name).join(', ')}`
    : `bench:lighthouse: every page at least ${minimum} in all four categories`,
)
if (low.length) process.exit(1)
