// Exact decimal arithmetic on JSON numbers, for money: a double cannot hold 0.01, so "a multiple
// of 0.01" is decided on the number's decimal digits, never on floating-point division.

function decimalParts(value: number): { digits: string; exponent: number } {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).toLowerCase().split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  return { digits: whole + fraction, exponent: Number(exponent) - fraction.length }
}

/**
 * How many decimal places a number has as it is written: the shortest decimal that reads back
 * as the same double, which is what `JSON.stringify` writes and what a JSON text of up to 15
 * significant digits said.
 *
 * @example
 * decimalPlaces(10.555) // 3
 * decimalPlaces(1e-9) // 9
 * decimalPlaces(1.5e21) // 0
 */
export function decimalPlaces(value: number): number {
  return Math.max(0, -decimalParts(value).exponent)
}

function scaled(value: number, places: number): bigint {
  const { digits, exponent } = decimalParts(value)
  return BigInt(digits) * 10n ** BigInt(exponent + places)
}

/**
 * True when `value` is an exact multiple of `step` in decimal, as written: 10.55 is a multiple
 * of 0.01 and 10.555 or 1e-9 are not, with no tolerance (JSON Schema's `multipleOf`, done right
 * for decimal steps).
 *
 * @example
 * isExactMultiple(1520.75, 0.01) // true (1520.75 / 0.01 is 152074.99999999997 in floating point)
 * isExactMultiple(1e-9, 0.01) // false
 */
export function isExactMultiple(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false
  const places = Math.max(decimalPlaces(value), decimalPlaces(step))
  return scaled(value, places) % scaled(step, places) === 0n
}
