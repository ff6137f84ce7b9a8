import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { headerBalance, openLoginPage, submitPasswordAndWait } from '../steps/login.ts'

/** The demo player logs in with a password and sees a balance in the header. */
export async function login(s: Scenario): Promise<void> {
  await submitPasswordAndWait(s, await openLoginPage(s))
  await expect(headerBalance(s)).toBeVisible()
  await expect(headerBalance(s)).toHaveText(/\d/)
  await expect(
    s.page.getByRole('banner').getByRole('button', { name: s.text('logout') }),
  ).toBeVisible()
}
