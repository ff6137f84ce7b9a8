import { expect } from '@playwright/test'
import { defaultTimeoutMs } from '@playfront/contract/client'
import type { Scenario } from '../scenario.ts'
import { errorDialog, headerBalance, openLoginPage } from './login.ts'
import { aloneInFlight, pageQuiet, trackRequests } from './requests-in-flight.ts'

export interface FaultRecovery {
  /** The call never completes, so the client's own time limit must end it (page clock fast-forwarded). */
  waitsForTimeout: boolean
  /** Take the fault away before the second try (a random fault lets the second try through by itself). */
  clear: boolean
}

/**
 * The login call breaks as a network breaks it: the player sees the translated error dialog,
 * closes it, finds the form still filled in and still a guest, tries again and is logged in.
 */
export async function expectLoginRecovers(s: Scenario, recovery: FaultRecovery): Promise<void> {
  // The time limit is the client's, in the page: the page's clock jumps over it instead of the check waiting.
  if (recovery.waitsForTimeout) {
    trackRequests(s.page)
    await s.page.clock.install()
  }
  const form = await openLoginPage(s)
  // The jump runs out the time limit of every call in flight, not only login's: a call of the
  // page's own (the footer's social links, answered in milliseconds) caught by it fails as a
  // disconnect, and its dialog replaces login's. So the page finishes its own calls first.
  if (recovery.waitsForTimeout) await pageQuiet(s.page)
  const account = form.getByRole('textbox', { name: s.text('accountId') })
  const password = form.getByLabel(s.text('password'), { exact: true })
  await account.fill(s.player.accountId)
  await password.fill(s.player.password)
  const sent = s.page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/auth/login',
  )
  await form.getByRole('button', { name: s.text('login'), exact: true }).click()
  const login = await sent
  if (recovery.waitsForTimeout) {
    await aloneInFlight(s.page, login)
    await s.page.clock.fastForward(defaultTimeoutMs)
  }
  await expect(errorDialog(s)).toContainText(s.text('errors:internalServerError'))
  await errorDialog(s)
    .getByRole('button', { name: s.text('close') })
    .last()
    .click()
  await expect(errorDialog(s)).toHaveCount(0)
  await expect(account).toHaveValue(s.player.accountId)
  await expect(password).toHaveValue(s.player.password)
  await expect(headerBalance(s)).toHaveCount(0)
  if (recovery.clear) await s.mock.clearScenarios()
  await form.getByRole('button', { name: s.text('login'), exact: true }).click()
  await expect(headerBalance(s)).toBeVisible()
}
