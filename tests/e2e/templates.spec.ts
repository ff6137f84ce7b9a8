import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { layoutForTheme } from '../../web/src/features/layouts/template-layout.ts'
import { themeCodes } from '@playfront/contract/themes'
import { mockControl, resetMock } from './support/mock-control.ts'
import { expectReady, gotoAs, submitLogin, uiMessages } from './support/site.ts'

type Messages = { mainNav: string; menu: Record<string, string>; layout: { menu: string } }
const messages = (locale: string) => uiMessages<Messages>(locale)
const languages = [
  { prefix: '', ui: messages('en') },
  { prefix: '/fil', ui: messages('fil') },
  { prefix: '/zh', ui: messages('zh') },
]

async function siteName(page: Page, code: string): Promise<string> {
  const answer = await mockControl(page.request).tenants()
  return (
    answer.tenants.find((tenant) => tenant.domain_name === `${code}.localhost`)?.site_name ?? ''
  )
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

// Each test resets its worker's own mock first: the tests of this per-template matrix are shared
// out between the workers, rather than the file going to one, which then ran it alone at the end.
test.describe.configure({ mode: 'parallel' })
test.beforeEach(async ({ request }) => resetMock(request))

for (const code of themeCodes) {
  test(`${code} (${layoutForTheme(code)}) shows its logo, the translated menu, the balance, mobile navigation and passes axe`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const name = await siteName(page, code)
    for (const { prefix, ui } of languages) {
      await gotoAs(page, code, `${prefix}/`)
      const nav = page.getByRole('navigation', { name: ui.mainNav })
      await expect(nav).toBeVisible()
      await expect(page.getByRole('banner').getByRole('img', { name })).toBeVisible()
      await expect(nav.getByRole('link', { name: ui.menu.slots, exact: true })).toBeVisible()
    }
    expect(await seriousViolations(page)).toEqual([])

    await page.setViewportSize({ width: 375, height: 812 })
    await gotoAs(page, code, '/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await menu.click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')

    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoAs(page, code, '/login')
    await expectReady(page)
    expect(await seriousViolations(page)).toEqual([])
    await submitLogin(page)
    await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible()
  })
}
