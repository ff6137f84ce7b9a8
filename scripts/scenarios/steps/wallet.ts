import type { ProvisionalFailure } from '@playfront/contract/types'
import { expect } from '@playwright/test'
import type { Scenario } from '../scenario.ts'
import { answerOf, painted } from './page-events.ts'
import { openInApp, openSite } from './site-ready.ts'

/** The backend's answer to a money call as the page received it: a success (1) or a refusal. */
export type MoneyAnswer = Pick<ProvisionalFailure, 'statusMessage' | 'limit'> & {
  statusCode: number
}

/**
 * Deposits `amount` with the first payment channel on /deposit, reached from the open site (or,
 * with `newVisit`, opened afresh later, which also clears the last deposit's outcome); resolves
 * with the backend's answer.
 */
export async function deposit(
  s: Scenario,
  amount: string,
  { newVisit = false } = {},
): Promise<MoneyAnswer> {
  await (newVisit ? openSite : openInApp)(s, '/deposit')
  await s.page
    .getByRole('list', { name: s.text('ui-screens:wallet.channels') })
    .getByRole('button')
    .first()
    .click()
  await s.page.getByRole('textbox', { name: s.text('ui-screens:wallet.amount') }).fill(amount)
  await s.page.getByRole('button', { name: s.text('ui-screens:wallet.continue') }).click()
  const answered = answerOf(s, '/api/wallet/deposit')
  await s.page.getByRole('button', { name: s.text('ui-screens:wallet.deposit.confirm') }).click()
  const answer = (await (await answered).json()) as MoneyAnswer
  await painted(s)
  return answer
}

/** Asks to withdraw `amount` to the first bank account on /withdrawal; resolves with the backend's answer. */
export async function withdraw(s: Scenario, amount: string): Promise<MoneyAnswer> {
  await openInApp(s, '/withdrawal')
  await s.page.getByRole('textbox', { name: s.text('ui-screens:wallet.amount') }).fill(amount)
  await s.page.getByRole('button', { name: s.text('ui-screens:wallet.continue') }).click()
  const answered = answerOf(s, '/api/wallet/withdraw')
  await s.page.getByRole('button', { name: s.text('ui-screens:wallet.withdrawal.confirm') }).click()
  const answer = (await (await answered).json()) as MoneyAnswer
  await painted(s)
  return answer
}

/** The wizard's closing heading, e.g. 'Deposit pending'. */
export async function expectWalletHeading(s: Scenario, key: string): Promise<void> {
  await expect(s.page.getByRole('heading', { name: s.text(`ui-screens:${key}`) })).toBeVisible({
    timeout: 10_000,
  })
}
