import { expect, type Locator } from '@playwright/test'
import { demoPlayer, type Scenario } from '../scenario.ts'
import type { components } from '@playfront/contract/schema'
import { answerOf, painted, pageSettled } from './page-events.ts'
import { openSite } from './site-ready.ts'

type LoginResponse = components['schemas']['LoginResponse']

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
  password: string = demoPlayer.password,
): Promise<void> {
  await form.getByRole('textbox', { name: s.text('accountId') }).fill(demoPlayer.accountId)
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
 * The demo player logs in on /login and lands where the site takes them, the home page; resolves
 * with the login answer. A flow moves on from there with `openInApp`: a move made while the
 * site was still taking the player home would race that navigation.
 */
export async function logInAsDemo(s: Scenario): Promise<LoginResponse> {
  const answer = await submitPasswordAndWait(s, await openLoginPage(s))
  await s.page.waitForURL(s.url('/'))
  await pageSettled(s)
  await expect(headerBalance(s)).toBeVisible()
  return answer
}

export function errorDialog(s: Scenario): Locator {
  return s.page.getByRole('dialog', { name: s.text('errors:errorTitle') })
}
