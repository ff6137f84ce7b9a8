import { chromium } from 'playwright-core'
const [url] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const page = await browser.newPage()
page.on('console', (m) => console.log(`${m.type()}: ${m.text()}`))
await page.goto(url)
await page.waitForTimeout(5000)
const steps = {
  config: `import('/src/lib/runtime-config.ts').then(m => m.loadRuntimeConfig()).then(JSON.stringify)`,
  i18n: `import('/src/app/i18n.ts').then(m => m.startI18n('en')).then(() => 'ok')`,
  look: `import('/src/app/site-look.ts').then(m => m.loadLook('template1','casino1')).then(() => 'ok')`,
  rules: `import('/src/app/route-rules.ts').then(m => m.loadRouteRules()).then(() => 'ok')`,
  router: `import('/src/app/router.tsx').then(m => m.createHydratedRouter()).then(() => 'ok')`,
}
for (const [name, code] of Object.entries(steps)) {
  const r = await Promise.race([page.evaluate(code).catch(e => 'ERR ' + e.message), new Promise(r => setTimeout(() => r('TIMEOUT'), 8000))])
  console.log(name, r)
}
await browser.close()
