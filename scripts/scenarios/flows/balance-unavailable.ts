import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage, submitPassword } from '../steps/login.ts'
import { answerOf, painted } from '../steps/page-events.ts'

/** The balance call answers -503 serviceUnavailable: only logged, so the player sees no dialog and stays logged in. */
export async function balanceUnavailable(s: Scenario): Promise<void> {
  await s.mock.addScenario({ name: 'fail', path: '/api/auth/get_balance', mode: '-503' })
  const form = await openLoginPage(s)
  const balanceAnswered = answerOf(s, '/api/auth/get_balance')
  await submitPassword(s, form)
  expect(await (await balanceAnswered).json()).toMatchObject({ statusCode: -503 })
  await painted(s)
  await expect(headerBalance(s)).toBeVisible()
  await expect(errorDialog(s)).toHaveCount(0)
}
