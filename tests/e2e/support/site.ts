import { expect, type Page } from '@playwright/test'
import { workerPort } from './ports.ts'

/** This worker's site (ports.ts). */
export const port = workerPort

/**
 * What the page reports as going wrong from now on: its uncaught errors and console errors (and
 * warnings, when asked), but for the note Chromium logs when Playwright blocks the site's service
 * worker (playwright.config.ts), which is the harness's, not the site's.
 */
export function watchPageProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = []
  const kinds = warnings ? ['error', 'warning'] : ['error']
  page.on('console', (message) => {
    if (message.text().includes('Service Worker registration blocked by Playwright')) return
    if (kinds.includes(message.type())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

export const demo = { accountId: 'demo', password: 'demo1234' }

export function tenantUrl(tenant: string, path = '/'): string {
  return `http://${tenant}.localhost:${port}${path}`
}

/** Opens a tenant's site; the once-per-tab announcement is marked seen so it does not cover the page. */
export async function gotoAs(page: Page, tenant: string, path = '/'): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('site.announcement-seen', '1'))
  await page.goto(tenantUrl(tenant, path))
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}

/**
 * The page is drawn and answers clicks: the server's HTML shows the page before its scripts have
 * run, and a button clicked before the browser has hydrated it does nothing.
 */
export async function expectReady(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}

export async function login(page: Page, tenant: string, player = demo): Promise<void> {
  await gotoAs(page, tenant, '/login')
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(player.accountId)
  await form.getByLabel('Password').fill(player.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await expect(page).not.toHaveURL(/\/login/)
}
