import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { playerCookieName } from '../../../web/src/lib/player-cookie.ts'
import { sessionStorageKey, sessionUserOf } from '../../../web/src/stores/session-user.ts'
import { keepSessionInStorage } from '@playfront/scripts/browser/kept-session'
import { mockControl } from './mock-control.ts'
import { locales } from '../../../web/src/lib/locales.ts'
import { workerPort } from './ports.ts'

/** The site's messages in `locale` (web/src/locales/<locale>/ui.json), as far as a spec reads them. */
export function uiMessages<Messages>(locale: string): Messages {
  return JSON.parse(
    readFileSync(new URL(`../../../web/src/locales/${locale}/ui.json`, import.meta.url), 'utf8'),
  ) as Messages
}

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

/** The signed-in player's session token, from where the site keeps it ('' for a guest). */
export const sessionToken = (page: Page): Promise<string> =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { session_token?: string }).session_token ??
      '',
    sessionStorageKey,
  )

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

/** The header's balance in each language: a player is signed in. */
const balanceNames = new RegExp(
  `^(${locales.map((locale) => uiMessages<{ balance: string }>(locale).balance).join('|')})$`,
)

/**
 * The player logged in on an earlier visit and opens `path` signed in, as a returning player
 * does: the login call is sent from the test (its body names the tenant), and its session is kept
 * where the site keeps it after a login, the player cookie for the server that draws the page and
 * local storage for the browser, before the page is asked for. One page load, where `login` costs
 * two and the form: for the specs whose subject comes after the login (the login itself is
 * auth.spec's and the templates spec's).
 */
export async function openSignedIn(
  page: Page,
  tenant: string,
  path = '/',
  player = demo,
): Promise<void> {
  const domain = `${tenant}.localhost`
  const { tenants } = await mockControl(page.request).tenants()
  const answer = await page.request.post('/api/auth/login', {
    data: {
      account_id: player.accountId,
      password: player.password,
      domain_name: domain,
      external_id: tenants.find((t) => t.domain_name === domain)?.external_id,
    },
  })
  const user = sessionUserOf(await answer.json(), player.accountId)
  if (!user)
    throw new Error(`${player.accountId} could not log in on ${domain}: ${answer.status()}`)
  const { account_id, session_token } = user
  await page.context().addCookies([
    {
      name: playerCookieName,
      value: encodeURIComponent(JSON.stringify({ account_id, session_token })),
      url: tenantUrl(tenant),
    },
  ])
  const kept = await keepSessionInStorage(page, new URL(tenantUrl(tenant)).origin, user)
  try {
    await gotoAs(page, tenant, path)
  } finally {
    await kept.dispose()
  }
  await expect(page.getByRole('banner').getByRole('status', { name: balanceNames })).toBeVisible()
}

export async function login(page: Page, tenant: string, player = demo): Promise<void> {
  await gotoAs(page, tenant, '/login')
  await submitLogin(page, player)
}

/** Logs in through the form of the open /login page; resolves once the player is in. */
export async function submitLogin(page: Page, player = demo): Promise<void> {
  const form = page.getByRole('tabpanel')
  await form.getByLabel('Username').fill(player.accountId)
  await form.getByLabel('Password').fill(player.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('status', { name: 'Balance' })).toBeVisible()
  await expect(page).not.toHaveURL(/\/login/)
}
