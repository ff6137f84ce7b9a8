export type BetAmountOptions = { maxDecimals?: 3 | 4 }

const plainDecimal = /^-?\d+(\.\d+)?$/

function decimalText(value: number | string): string | null {
  if (typeof value === 'string' && plainDecimal.test(value.trim())) return value.trim()
  const number = Number(value)
  if (!Number.isFinite(number)) return null
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/**
 * Cuts (never rounds) the fraction: a player must not see a bet larger than the one placed.
 * Zero shows as an empty string. Spec section 9 keeps at most 3 decimals, "4 characters after the
 * point in some cases": an amount under 1 keeps four (decision 061), so that it keeps as many
 * digits of its own as one above 1 does: `formatBetAmount(1.23456)` is '1.234',
 * `formatBetAmount(0.23456)` is '0.2345'.
 */
export function formatBetAmount(
  value: number | string | null | undefined,
  options: BetAmountOptions = {},
): string {
  if (value === null || value === undefined || value === '') return ''
  const text = decimalText(value)
  if (text === null || Number(text) === 0) return ''
  const [whole = '0', fraction = ''] = text.split('.')
  const decimals = options.maxDecimals ?? (/^-?0$/.test(whole) ? 4 : 3)
  const kept = fraction.slice(0, decimals).replace(/0+$/, '')
  const result = kept ? `${whole}.${kept}` : whole
  return result === '-0' ? '0' : result
}
