import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { themeCodes } from '@playfront/contract/themes'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { ensureChromium } from '../browser/chromium.ts'

// Lighthouse in its default mobile profile (a mid-range phone, 150 ms round trips, 1.6 Mbit/s,
// simulated) on the home page of every template, one lobby and the login page (DESIGN.md: each
// category at least 95). Its performance score depends on the CPU it is given: measure on an
// otherwise idle machine.
const minimum = 95
const root = fileURLToPath(new URL('../../', import.meta.url))
const webDist = `${root}web/dist/`
const reportDir = `${root}reports/lighthouse/`
if (!existsSync(`${webDist}index.html`))
  throw new Error('No built site in web/dist: run pnpm build first.')

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const audits = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
} as const
type Row = { name: string; scores: number[]; figures: string[] }

const server = await createMockHttpServer({
  port: Number(process.env.PORT ?? 0),
  staticDir: webDist,
})
const port = new URL(server.url).port
// A static host or CDN serves its files compressed ahead of time; this server compresses each one
// on its first request (brotli, 30–100 ms for the libraries), which would land on whichever page
// is measured first. Ask for every file once, so every page meets the server as a host would.
await Promise.all(
  ['index.html', ...readdirSync(`${webDist}assets`).map((file) => `assets/${file}`)].map((file) =>
    fetch(`${server.url}/${file}`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
      r.arrayBuffer(),
    ),
  ),
)
const pages = [
  ...themeCodes.map((code) => ({ name: `${code}-home`, url: `http://${code}.localhost:${port}/` })),
  { name: 'casino1-slots-lobby', url: `http://casino1.localhost:${port}/slots` },
  { name: 'casino1-login', url: `http://casino1.localhost:${port}/login` },
]
const only = process.argv[2]?.split(',')
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
mkdirSync(reportDir, { recursive: true })
const rows: Row[] = []
try {
  for (const page of pages.filter(
    (candidate) => !only || only.some((part) => candidate.name.includes(part)),
  )) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`)
    const [html, json] = result.report as string[]
    writeFileSync(`${reportDir}${page.name}.html`, html ?? '')
    writeFileSync(`${reportDir}${page.name}.json`, json ?? '')
    const { lhr } = result
    rows.push({
      name: page.name,
      scores: categories.map((category) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ),
      figures: Object.values(audits).map((audit) => lhr.audits[audit]?.displayValue ?? '?'),
    })
    console.log(`${page.name}: ${rows.at(-1)?.scores.join(' / ')}`)
  }
} finally {
  chrome.kill()
  await server.close()
}

const pad = (text: string | number, width: number) => String(text).padEnd(width)
console.log(
  `\n${pad('page', 22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${Object.keys(
    audits,
  )
    .map((name) => pad(name, 10))
    .join('')}`,
)
for (const row of rows)
  console.log(
    `${pad(row.name, 22)}${row.scores.map((score) => pad(score, 6)).join('')}${row.figures.map((figure) => pad(figure, 10)).join('')}`,
  )
const low = rows.filter((row) => row.scores.some((score) => score < minimum))
console.log(
  `HTML and JSON reports in reports/lighthouse/. Performance depends on the CPU: figures from a busy machine are not idle figures.`,
)
console.log(
  low.length
    ? `bench:lighthouse: ${low.length} page(s) under ${minimum} in a category: ${low.map((row) => row.name).join(', ')}`
    : `bench:lighthouse: every page at least ${minimum} in all four categories`,
)
if (low.length) process.exit(1)
