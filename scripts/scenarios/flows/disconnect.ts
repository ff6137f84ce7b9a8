import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage, submitPassword } from '../steps/login.ts'

/** The server drops the login call: the client calls it a disconnect, and the player gets the error dialog. */
export async function disconnect(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fail', path: '/api/auth/login', mode: 'disconnect' })
  await submitPassword(s, await openLoginPage(s))
  await expect(errorDialog(s)).toBeVisible()
  await expect(errorDialog(s)).toContainText(s.text('errors:disconnect'))
  await expect(headerBalance(s)).toHaveCount(0)
}
