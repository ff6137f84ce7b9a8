import type { Page } from '@playwright/test'
import { axeFindings } from '../e2e/support/axe.ts'
import { balanceText, expect, loginDev, openDev, openPanel, test } from './support/dev-site.ts'

const tenant = 'casino2'
// A marker on window survives only as long as the page does: it proves nothing reloaded.
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }))
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { samePage?: boolean }).samePage === true)

test('a colour set in the panel changes the body class at once and keeps after a reload', async ({
  page,
}) => {
  await openDev(page, tenant)
  await markPage(page)
  const panel = await openPanel(page)
  await expect(page.locator('body')).not.toHaveClass(/color-champagne/)
  await panel.getByRole('combobox', { name: 'Colour' }).selectOption('champagne')
  await expect(page.locator('body')).toHaveClass(/theme-casino2 color-champagne|color-champagne/)
  expect(await stillSamePage(page)).toBe(true)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.locator('body')).toHaveClass(/color-champagne/)
})

test('an invalid colour shows the startup failure, and a valid one brings the site back', async ({
  page,
}) => {
  await openDev(page, tenant)
  const panel = await openPanel(page)
  await panel
    .getByRole('combobox', { name: 'Colour' })
    .selectOption({ label: 'invalid colour (no-such-colour)' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await panel.getByRole('combobox', { name: 'Colour' }).selectOption('ivory')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.locator('body')).toHaveClass(/color-ivory/)
})

test('maintenance on shows only the maintenance view, and off brings the site back, without a reload', async ({
  page,
}) => {
  await openDev(page, tenant)
  await markPage(page)
  const panel = await openPanel(page)
  await panel.getByRole('checkbox', { name: 'Maintenance on' }).check()
  await panel.getByRole('button', { name: 'Apply maintenance' }).click()
  await expect(
    page
      .getByRole('main', { name: 'Under maintenance' })
      .or(page.getByRole('heading', { level: 1 }))
      // Both match once the view is drawn: its main is named by its heading.
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await panel.getByRole('checkbox', { name: 'Maintenance on' }).uncheck()
  await panel.getByRole('button', { name: 'Apply maintenance' }).click()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  expect(await stillSamePage(page)).toBe(true)
})

test('a call broken from the searchable list is listed as active and fails the next balance refresh', async ({
  page,
}) => {
  await loginDev(page, tenant)
  const panel = await openPanel(page)
  await panel.getByRole('searchbox', { name: 'Find a call' }).fill('balance')
  const calls = panel.getByRole('listbox', { name: 'Call' })
  await expect(calls.getByRole('option')).toHaveText(['every call', '/api/auth/get_balance'])
  await calls.selectOption('/api/auth/get_balance')
  await panel.getByRole('combobox', { name: 'Failure' }).selectOption('-503')
  await panel.getByRole('button', { name: 'Break this call' }).click()
  await expect(
    panel.getByRole('region', { name: 'Active scenarios' }).getByRole('listitem'),
  ).toHaveText(['fail path=/api/auth/get_balance mode=-503'])
  const answer = page.waitForResponse('**/api/auth/get_balance')
  await page.getByRole('button', { name: 'Refresh balance' }).click()
  expect(((await (await answer).json()) as { statusCode: number }).statusCode).toBe(-503)
  await panel.getByRole('button', { name: 'Clear scenarios' }).click()
  await expect(panel.getByRole('region', { name: 'Active scenarios' })).toContainText('None.')
})

test('reset brings the seed back: the colour and the signed-out player', async ({ page }) => {
  await loginDev(page, tenant)
  const panel = await openPanel(page)
  await panel.getByRole('combobox', { name: 'Colour' }).selectOption('bronze')
  await expect(page.locator('body')).toHaveClass(/color-bronze/)
  await panel.getByRole('button', { name: 'Reset to the seed' }).click()
  await expect(page.locator('body')).toHaveClass(/color-velvet/)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(balanceText(page)).toHaveCount(0)
  await expect(page.locator('body')).toHaveClass(/color-velvet/)
})

test('the panel is usable from the keyboard and passes axe, in the page language', async ({
  page,
}) => {
  await openDev(page, tenant, '/zh')
  const summary = page.getByText('开发者面板')
  await summary.focus()
  await page.keyboard.press('Enter')
  const reset = page.getByRole('button', { name: '重置为初始数据' })
  await expect(reset).toBeVisible()
  const maintenance = page.getByRole('checkbox', { name: '开启维护' })
  await maintenance.focus()
  await page.keyboard.press('Space')
  await expect(maintenance).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('开始')).toBeFocused()
  expect(await axeFindings(page, { within: ['.dev-panel'], impact: 'any' })).toEqual([])
})

test('a theme code chosen in the panel switches the template in place; an invalid one shows the startup failure', async ({
  page,
}) => {
  await openDev(page, tenant)
  const panel = await openPanel(page)
  await panel.getByRole('combobox', { name: 'Theme code' }).selectOption('slot4')
  await expect(page.locator('body')).toHaveClass(
    /theme-slot4 color-pharaoh|color-pharaoh theme-slot4/,
  )
  await panel
    .getByRole('combobox', { name: 'Theme code' })
    .selectOption({ label: 'invalid code (casino99)' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await panel.getByRole('combobox', { name: 'Theme code' }).selectOption('casino2')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
