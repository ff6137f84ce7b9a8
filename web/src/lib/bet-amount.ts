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
 * Zero shows as an empty string; `formatBetAmount(1.23456)` is '1.234'.
 */
export function formatBetAmount(
  value: number | string | null | undefined,
  options: BetAmountOptions = {},
): string {
  if (value === null || value === undefined || value === '') return ''
  const text = decimalText(value)
  if (text === null || Number(text) === 0) return ''
  const [whole = '0', fraction = ''] = text.split('.')
  const kept = fraction.slice(0, options.maxDecimals ?? 3).replace(/0+$/, '')
  const result = kept ? `${whole}.${kept}` : whole
  return result === '-0' ? '0' : result
}
