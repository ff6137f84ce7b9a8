import { expect, type Locator } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import type { components } from '@playfront/contract/schema'
import { answerOf, painted } from './page-events.ts'
import { cellTenant } from './cell-tenant.ts'
import { openSite } from './site-ready.ts'
import {
  sessionStorageKey,
  sessionUserOf,
  type LoginAnswer,
} from '../../../web/src/stores/session-user.ts'

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
 * The demo player logged in on an earlier visit, and the site kept that session in local storage
 * as it does (a reload or a later visit starts signed in): the next page the flow opens on the
 * tenant opens signed in. Resolves with that login's answer. The visit is as small as it can be:
 * a file of the site on the tenant's origin, from which the login is sent (the tenant's host is
 * the page's). See {@link openSignedIn}.
 */
export async function storeDemoSession(s: Scenario): Promise<LoginResponse> {
  const tenant = await cellTenant(s)
  const body: LoginRequest = {
    account_id: s.player.accountId,
    password: s.player.password,
    domain_name: tenant.domain_name,
    external_id: tenant.external_id,
  }
  await s.page.goto(`${new URL(s.url('/')).origin}/config.json`)
  const answer = await s.page.evaluate(async (body) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as unknown }
  }, body)
  const user = sessionUserOf(answer.json as LoginAnswer, s.player.accountId)
  if (!user)
    throw new Error(
      `the demo player's login on ${s.domain} was refused: HTTP ${answer.status} ${JSON.stringify(answer.json)}`,
    )
  await s.page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: sessionStorageKey,
    value: JSON.stringify(user),
  })
  return answer.json as LoginResponse
}

/**
 * The demo player comes back signed in and opens `path`; resolves with the login's answer. The
 * flows whose subject comes after the login start here (the login itself is what the login
 * flows check): one page load, where logging in through the form first costs two and the form,
 * about 0.4 CPU-s more.
 */
export async function openSignedIn(s: Scenario, path: string): Promise<LoginResponse> {
  const answer = await storeDemoSession(s)
  await openSite(s, path)
  await expect(headerBalance(s)).toBeVisible()
  return answer
}

export function errorDialog(s: Scenario): Locator {
  return s.page.getByRole('dialog', { name: s.text('errors:errorTitle') })
}
