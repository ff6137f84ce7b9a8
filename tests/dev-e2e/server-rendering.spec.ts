import { devUrl, expect, isHydrationProblem, openDev, test } from './support/dev-site.ts'

const tenant = 'slot3'

test('pnpm dev draws each page on the server, styled, as production does, and the browser takes it over', async ({
  page,
}) => {
  const served = page.waitForResponse((answer) => answer.request().resourceType() === 'document')
  await openDev(page, tenant, '/casino')
  const html = await (await served).text()
  const siteName = await page.evaluate(async (domain) => {
    const answer = await fetch('/api/startup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain_name: domain }),
    })
    return ((await answer.json()) as { site: { site_name: string } }).site.site_name
  }, `${tenant}.localhost`)
  // The tenant's head and the page's content come in the HTML, its stylesheets linked.
  expect(html).toContain(`<title>`)
  expect(html).toContain(siteName)
  expect(html).toContain('id="site-state"')
  expect(html).toMatch(/<link rel="stylesheet" href="\/src\/[^"]+\.css\?direct">/)
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino' })).toBeVisible()
})

test('a page the browser draws differently from the server is reported at once, and would fail its spec', async ({
  browser,
}) => {
  const page = await browser.newPage()
  const said: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && said.push(message.text())))
  await page.addInitScript(() => {
    sessionStorage.setItem('site.announcement-seen', '1')
    // The browser starts from another screen width than the server drew for, as a component
    // that read the window's own width while hydrating would.
    new MutationObserver((_, observer) => {
      const state = document.getElementById('site-state')
      if (!state?.textContent?.endsWith('}')) return
      state.textContent = state.textContent.replace(/"drawnWidth":\d+/, '"drawnWidth":375')
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.goto(devUrl(tenant, '/casino'))
  await expect(page.locator('vite-error-overlay')).toHaveCount(1, { timeout: 45_000 })
  await expect.poll(() => said.some(isHydrationProblem)).toBe(true)
  await page.close()
})
