import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage, submitPassword } from '../steps/login.ts'
import { dialogOpened } from '../steps/page-events.ts'

/** A wrong password: an error dialog, and the visitor stays a guest. */
export async function loginWrongPassword(s: Scenario): Promise<void> {
  await submitPassword(s, await openLoginPage(s), 'not-the-password')
  await dialogOpened(s)
  await expect(errorDialog(s)).toBeVisible()
  await expect(headerBalance(s)).toHaveCount(0)
}
