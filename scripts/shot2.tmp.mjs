import { chromium } from 'playwright-core'
const [url] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const page = await browser.newPage()
let n = 0, failed = []
page.on('request', () => n++)
page.on('requestfailed', (r) => failed.push(r.url() + ' ' + r.failure()?.errorText))
page.on('response', (r) => { if (r.status() >= 400) failed.push(r.status() + ' ' + r.url()) })
page.on('console', (m) => console.log(`${m.type()}: ${m.text()}`))
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`))
await page.goto(url)
for (let i = 0; i < 12; i++) { await page.waitForTimeout(5000); const h = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')); console.log(i, 'requests', n, 'hydrated', h); if (h) break }
console.log(failed.join('\n'))
await browser.close()
