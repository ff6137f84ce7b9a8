import { chromium } from 'playwright-core'
const [url, out] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] })
const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
await page.goto(url)
await page.screenshot({ path: out })
await browser.close()
