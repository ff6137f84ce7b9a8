import { expect, type Locator } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import type { components } from '@playfront/contract/schema'
import { answerOf, painted } from './page-events.ts'
import { cellTenant } from './cell-tenant.ts'
import { openSite } from './site-ready.ts'
import { sessionUserOf, type LoginAnswer } from '../../../web/src/stores/session-user.ts'
import { keepSessionInStorage } from '../../browser/kept-session.ts'

type LoginResponse = components['schemas']['LoginResponse']
type LoginRequest = components['schemas']['LoginRequest']

/** The login form of the /login page, in the cell's locale. */
export async function openLoginPage(s: Scenario): Promise<Locator> {
  await openSite(s, '/login')
  const form = s.page.getByRole('main').getByRole('tabpanel')
  await expect(form).toBeVisible()
  return form
}

/** Fills the password form and submits it; resolves once the login call has been sent. */
export async function submitPassword(
  s: Scenario,
  form: Locator,
  password: string = s.player.password,
): Promise<void> {
  await form.getByRole('textbox', { name: s.text('accountId') }).fill(s.player.accountId)
  await form.getByLabel(s.text('password'), { exact: true }).fill(password)
  await form.getByRole('button', { name: s.text('login'), exact: true }).click()
}

/**
 * Submits the password form and waits for the backend's answer and the page's reaction to it;
 * resolves with the answer.
 */
export async function submitPasswordAndWait(
  s: Scenario,
  form: Locator,
  password?: string,
): Promise<LoginResponse> {
  const answered = answerOf(s, '/api/auth/login')
  await submitPassword(s, form, password)
  const answer = (await (await answered).json()) as LoginResponse
  await painted(s)
  return answer
}

/** The balance in the header: the player is logged in. */
export function headerBalance(s: Scenario): Locator {
  return s.page.getByRole('banner').getByRole('status', { name: s.text('balance') })
}

/**
 * The player logged in on an earlier visit, and the site kept that session in local storage as
 * it does: the next page the flow opens on the tenant opens signed in, as a reload or a later
 * visit does. Resolves with that login's answer, and `done()` to call once that page is open.
 * The login is sent from the runner (its body names the tenant) and the session is in the
 * tenant's local storage before the site's first script runs: no page is opened for it.
 */
export async function comeBackSignedIn(
  s: Scenario,
): Promise<{ answer: LoginResponse; done(): Promise<void> }> {
  const tenant = await cellTenant(s)
  const body: LoginRequest = {
    account_id: s.player.accountId,
    password: s.player.password,
    domain_name: tenant.domain_name,
    external_id: tenant.external_id,
  }
  const site = new URL(s.url('/'))
  const server = new URL(site)
  server.hostname = '127.0.0.1'
  const response = await fetch(new URL('/api/auth/login', server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as LoginResponse
  const user = sessionUserOf(answer as LoginAnswer, s.player.accountId)
  if (!user)
    throw new Error(
      `the player's login on ${s.domain} was refused: HTTP ${response.status} ${JSON.stringify(answer)}`,
    )
  const kept = await keepSessionInStorage(s.page, site.origin, user)
  return { answer, done: () => kept.dispose() }
}

/**
 * The player comes back signed in and opens `path`; resolves with the login's answer. The flows
 * whose subject comes after the login start here (the login itself is what the login flows
 * check): one page load, where logging in through the form first costs two and the form, about
 * 0.4 CPU-s more.
 */
export async function openSignedIn(s: Scenario, path: string): Promise<LoginResponse> {
  const returning = await comeBackSignedIn(s)
  try {
    await openSite(s, path)
  } finally {
    await returning.done()
  }
  await expect(headerBalance(s)).toBeVisible()
  return returning.answer
}

export function errorDialog(s: Scenario): Locator {
  return s.page.getByRole('dialog', { name: s.text('errors:errorTitle') })
}
