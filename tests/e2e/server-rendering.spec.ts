import { expect, test, type APIRequestContext } from '@playwright/test'
import { themeCodes } from '@playfront/contract/themes'
import { resetMock } from './support/mock-control.ts'
import { gotoAs, login, port, tenantUrl, watchPageProblems } from './support/site.ts'

test.beforeEach(async ({ request }) => resetMock(request))

const host = (tenant: string) => `${tenant}.localhost`

// Node does not resolve *.localhost as Chromium does: a crawler's request is sent to the
// server's address with the tenant's Host.
const fetchAs = (request: APIRequestContext, tenant: string, path: string) =>
  request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${host(tenant)}:${port}` },
    maxRedirects: 0,
  })

async function call<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  return (await (await request.post(`http://127.0.0.1:${port}${path}`, { data: body })).json()) as T
}

/** What the backend says the tenant's page shows, for the test to find in the server's HTML. */
async function backendSays(request: APIRequestContext, tenant: string) {
  const startup = await call<{ site: { site_name: string; external_id: string } }>(
    request,
    '/api/startup',
    { domain_name: host(tenant) },
  )
  const tenantBody = { domain_name: host(tenant), external_id: startup.site.external_id }
  const hot = await call<{ value: { game_name: string }[] }>(
    request,
    '/api/product/get_hot_games',
    { ...tenantBody, game_type: '' },
  )
  const slots = await call<{ value: { game_name: string }[] }>(request, '/api/product/games', {
    ...tenantBody,
    game_type: 'slots',
    provider_code: '',
    keyword: '',
    page: 1,
    page_size: 10,
  })
  const cms = await call<{ cms: { en_about_us: string } }>(
    request,
    '/api/settings/siteinfodetail',
    tenantBody,
  )
  const aboutText = cms.cms.en_about_us
    .replace(/<h1[\s\S]*?<\/h1>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    siteName: startup.site.site_name,
    firstHotGame: hot.value[0]?.game_name ?? '',
    firstSlot: slots.value[0]?.game_name ?? '',
    aboutWords: aboutText.split(' ').slice(0, 6).join(' '),
  }
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*content="([^"]*)"`).exec(html)?.[1]
const canonical = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1]
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

test('every template answers /, /about and /slots with its own head and content in the HTML', async ({
  request,
}) => {
  test.setTimeout(120_000)
  for (const tenant of themeCodes) {
    const says = await backendSays(request, tenant)
    for (const [path, content] of [
      ['/', says.firstHotGame],
      ['/about', says.aboutWords],
      ['/slots', says.firstSlot],
    ] as const) {
      const answer = await fetchAs(request, tenant, path)
      expect(answer.status(), `${tenant}${path}`).toBe(200)
      const html = await answer.text()
      const where = `${tenant}${path}`
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], where).toContain(says.siteName)
      expect(meta(html, 'name', 'description'), where).toBeTruthy()
      expect(meta(html, 'property', 'og:title'), where).toContain(says.siteName)
      expect(meta(html, 'property', 'og:image'), where).toMatch(/^https?:\/\//)
      expect(canonical(html), where).toMatch(new RegExp(`^http://${host(tenant)}[:/]`))
      expect(text(html), where).toContain(content)
    }
  }
})

test('no page, robots.txt or sitemap.xml of any template names the product behind the site', async ({
  request,
}) => {
  test.setTimeout(120_000)
  for (const tenant of themeCodes) {
    for (const path of ['/', '/about', '/login', '/robots.txt', '/sitemap.xml']) {
      const answer = await fetchAs(request, tenant, path)
      expect(answer.status(), `${tenant}${path}`).toBe(200)
      const received = `${JSON.stringify(answer.headers())}\n${await answer.text()}`
      expect(received, `${tenant}${path}`).not.toMatch(/playfront/i)
    }
  }
})

for (const tenant of ['casino1', 'slot2', 'sportsbook1']) {
  test(`${tenant}: with JavaScript off the home page, about and a lobby show their content`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(tenantUrl(tenant, '/'))
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /./ }).first()).toBeVisible()
    await page.goto(tenantUrl(tenant, '/about'))
    await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible()
    await expect(page.locator('.cms-html')).not.toBeEmpty()
    await page.goto(tenantUrl(tenant, '/slots'))
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible()
    await expect(page.getByRole('list', { name: /games/i }).getByRole('link').first()).toBeVisible()
    await context.close()
  })

  test(`${tenant}: with JavaScript on, the pages hydrate without a warning`, async ({ page }) => {
    const problems = watchPageProblems(page, { warnings: true })
    for (const path of ['/', '/about', '/slots']) {
      await gotoAs(page, tenant, path)
      if (path === '/') await expect(page.getByRole('region', { name: 'Jackpots' })).toBeVisible()
      // The site writes the viewport cookie once its effects run: hydration is done by then.
      await expect
        .poll(async () => (await page.context().cookies()).some((c) => c.name === 'viewport'))
        .toBe(true)
      await page.context().clearCookies()
    }
    expect(problems).toEqual([])
  })
}

test.describe('a player whose time zone is not the server one', () => {
  // Manila is the server's time zone nowhere here: a date drawn by the server would differ.
  test.use({ timezoneId: 'Asia/Manila' })
  for (const tenant of ['casino1', 'slot2', 'sportsbook1']) {
    test(`${tenant}: signed in, home with the jackpots and recently played hydrates without a warning`, async ({
      page,
    }) => {
      await login(page, tenant)
      const problems = watchPageProblems(page, { warnings: true })
      await gotoAs(page, tenant, '/')
      await expect(page.getByRole('list', { name: 'Recently played', exact: true })).toBeVisible()
      // The win dates are the browser's own (its time zone), written once the page is live.
      await expect(
        page.getByRole('region', { name: 'Jackpots' }).getByRole('listitem').last(),
      ).toContainText(/\d{4}/)
      expect(problems).toEqual([])
    })
  }
})

test('a client navigation to /about reads its payload and does not call siteinfodetail', async ({
  page,
}) => {
  const asked: string[] = []
  page.on('request', (request) =>
    asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
  )
  await gotoAs(page, 'casino1', '/slots')
  const buildId = await page.evaluate(
    () =>
      (JSON.parse(document.getElementById('site-boot')?.textContent ?? '{}') as { buildId: string })
        .buildId,
  )
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click()
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible()
  await expect(page.locator('.cms-html')).not.toBeEmpty()
  expect(asked).toContain(`/about/_payload.json?${buildId}`)
  expect(asked.filter((path) => path.startsWith('/api/settings/siteinfodetail'))).toEqual([])
})
