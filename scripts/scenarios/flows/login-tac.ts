import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { headerBalance, openLoginPage } from '../steps/login.ts'
import { answerOf, painted } from '../steps/page-events.ts'

/** Login by one-time code: no SMS is sent, so the code is read from the mock's control API. */
export async function loginTac(s: Scenario): Promise<void> {
  const form = await openLoginPage(s)
  await s.page.getByRole('tab', { name: s.text('loginWithTac') }).click()
  await form.getByRole('textbox', { name: s.text('accountId') }).fill(s.player.accountId)
  const codeSent = answerOf(s, '/api/auth/tac/request_login')
  await form.getByRole('button', { name: s.text('requestTac') }).click()
  await codeSent
  await painted(s)
  await expect(form.getByRole('status')).toHaveText(s.text('messages:tacSent'))
  const { tac } = await s.mock.tac(s.domain, s.player.accountId)
  await form.getByRole('textbox', { name: s.text('tac'), exact: true }).fill(tac)
  const loggedIn = answerOf(s, '/api/auth/login_tac')
  await form.getByRole('button', { name: s.text('login'), exact: true }).click()
  await loggedIn
  await painted(s)
  await expect(headerBalance(s)).toBeVisible()
}
