import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage, submitPassword } from '../steps/login.ts'
import { dialogOpened } from '../steps/page-events.ts'

/**
 * The server drops the login call. Spec section 8: a failed login becomes -500
 * internalServerError, and anything but a session or -503 failure opens the error dialog.
 */
export async function disconnect(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fail', path: '/api/auth/login', mode: 'disconnect' })
  await submitPassword(s, await openLoginPage(s))
  await dialogOpened(s)
  await expect(errorDialog(s)).toBeVisible()
  await expect(errorDialog(s)).toContainText(s.text('errors:internalServerError'))
  await expect(headerBalance(s)).toHaveCount(0)
}
