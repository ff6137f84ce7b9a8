import { expect, test, type Page } from '@playwright/test'
import { resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, login, tenantUrl } from './support/site.ts'

// The built site under its own Content-Security-Policy: every page of three templates loads with
// zero violations, the tenant's analytics snippets run (allowed by hash), and anything else
// inline is blocked.
// CSP_TEMPLATES=casino1,casino2,… widens the sweep, e.g. to all fifteen templates.
const tenants = process.env.CSP_TEMPLATES?.split(',') ?? ['casino1', 'slot2', 'sportsbook1']

interface Violation {
  directive: string
  blocked: string
  url: string
}

async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction('reportCspViolation', (v: Violation) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation(v: Violation): void }).reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        url: location.pathname,
      })
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push({ directive: 'console', blocked: message.text(), url: page.url() })
  })
  return violations
}

async function analyticsEvents(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { playfrontAnalytics?: { events: string[] } }).playfrontAnalytics
            ?.events ?? null,
      ),
    )
    .not.toBeNull()
  return page.evaluate(
    () =>
      (window as unknown as { playfrontAnalytics: { events: string[] } }).playfrontAnalytics.events,
  )
}

test.beforeEach(async ({ request }) => resetMock(request))

for (const tenant of tenants) {
  test(`${tenant}: home, a lobby, login and deposit show zero CSP violations, analytics included`, async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    const response = await page.goto(tenantUrl(tenant, '/'))
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/)
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
    await expectReady(page)
    expect(await analyticsEvents(page)).toContain('page_view')

    await gotoAs(page, tenant, '/slots')
    await expectReady(page)
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()

    await login(page, tenant)
    await gotoAs(page, tenant, '/deposit')
    await expectReady(page)
    await expect(page.getByRole('list', { name: 'Payment channels' })).toBeVisible()
    expect(violations).toEqual([])
  })
}

test('an inline script that is neither hashed nor listed is blocked and reported', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  await gotoAs(page, 'casino1', '/')
  await expectReady(page)
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.text = 'window.injected = true'
    document.body.append(script)
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem')
})

test('every file carries nosniff, a referrer policy and frame-ancestors', async ({ page }) => {
  for (const path of ['/', '/slots', '/config.json']) {
    const headers = (await page.goto(tenantUrl('slot2', path)))?.headers() ?? {}
    expect(headers, path).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
  }
})

test('the clientDomain and locale cookies are Path=/, Secure and SameSite=Lax on http://*.localhost', async ({
  page,
  context,
}) => {
  await gotoAs(page, 'casino3', '/')
  await expectReady(page)
  await page.getByLabel('Language').selectOption('fil')
  await expect(page).toHaveURL(/\/fil\/?$/)
  const cookies = await context.cookies(tenantUrl('casino3', '/'))
  for (const name of ['clientDomain', 'i18n_locale']) {
    expect(
      cookies.find((c) => c.name === name),
      name,
    ).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' })
  }
})
