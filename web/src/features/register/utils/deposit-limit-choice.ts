import type { SignupFields } from '../api/register.ts'

export type SignupDepositLimit = NonNullable<SignupFields['deposit_limit']>
export type LimitPeriodChoice = SignupDepositLimit['period'] | ''
export type DepositLimitChoice = { period: LimitPeriodChoice; amount: string }

export const limitPeriods: SignupDepositLimit['period'][] = ['daily', 'weekly', 'monthly']

const amountPattern = /^\d{1,9}(\.\d{1,2})?$/

/**
 * The deposit limit a new player chose, none when they skipped it, or an error key when the
 * amount is not a positive sum of money.
 */
export function depositLimitOf(
  choice: DepositLimitChoice,
): { limit: SignupDepositLimit | null } | { error: string } {
  if (!choice.period) return { limit: null }
  const text = choice.amount.trim()
  const amount = Number(text)
  if (!amountPattern.test(text) || amount <= 0) return { error: 'saferPlay.amountInvalid' }
  return { limit: { period: choice.period, amount } }
}
