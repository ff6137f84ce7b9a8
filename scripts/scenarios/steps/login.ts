import { expect, type Locator } from '@playwright/test'
import { demoPlayer, type Scenario } from '../scenario.ts'
import { answerOf, painted } from './page-events.ts'
import { openInApp, openSite } from './site-ready.ts'

/**
 * The login form of the /login page, in the cell's locale: a visit's first page, or with
 * `inApp` reached from the open site.
 */
export async function openLoginPage(s: Scenario, { inApp = false } = {}): Promise<Locator> {
  await (inApp ? openInApp : openSite)(s, '/login')
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

/** Submits the password form and waits for the backend's answer and the page's reaction to it. */
export async function submitPasswordAndWait(
  s: Scenario,
  form: Locator,
  password?: string,
): Promise<void> {
  const answered = answerOf(s, '/api/auth/login')
  await submitPassword(s, form, password)
  await answered
  await painted(s)
}

/** The balance in the header: the player is logged in. */
export function headerBalance(s: Scenario): Locator {
  return s.page.getByRole('banner').getByRole('status', { name: s.text('balance') })
}

export async function logInAsDemo(s: Scenario): Promise<void> {
  await submitPasswordAndWait(s, await openLoginPage(s))
  await expect(headerBalance(s)).toBeVisible()
}

export function errorDialog(s: Scenario): Locator {
  return s.page.getByRole('dialog', { name: s.text('errors:errorTitle') })
}
