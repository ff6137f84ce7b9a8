export type AmountLimits = { min: number; max: number; available?: number }
export type AmountError =
  | 'wallet.errors.amountRequired'
  | 'wallet.errors.belowMinimum'
  | 'wallet.errors.aboveMaximum'
  | 'wallet.errors.overAvailable'

/** The amount field holds digits only (strict number input), so its text is a whole amount or empty. */
export function parseAmount(text: string): number | null {
  if (!/^\d+$/.test(text)) return null
  const amount = Number(text)
  return amount > 0 ? amount : null
}

/** Which message key the amount breaks, or null when it may be sent. */
export function amountError(
  text: string,
  { min, max, available }: AmountLimits,
): AmountError | null {
  const amount = parseAmount(text)
  if (amount === null) return 'wallet.errors.amountRequired'
  if (amount < min) return 'wallet.errors.belowMinimum'
  if (amount > max) return 'wallet.errors.aboveMaximum'
  if (available !== undefined && amount > available) return 'wallet.errors.overAvailable'
  return null
}

/** Money is summed in cents so that no float drift reaches the screen (amount 100.1 minus fee 0.3 is 99.8). */
export function minusFee(amount: number, fee: number): number {
  return Math.max(0, Math.round(amount * 100) - Math.round(fee * 100)) / 100
}
