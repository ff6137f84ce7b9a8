import { isExactMultiple } from '@playfront/contract/exact-decimal'

/**
 * Money at the edge of the mock. The wire (the contract's `game_balance`, `amount` …) carries
 * decimal numbers with at most two decimals; the tables, the state file and every sum hold integer
 * minor units (cents), in fields named `…_minor`. The handlers convert here, and only here, on the
 * way in ({@link toMinor}) and on the way out ({@link toWire}); the wallet and safer-play code
 * never sees a decimal amount.
 *
 * @example
 * toWire(toMinor(0.1) + toMinor(0.2)) // 0.3, not 0.30000000000000004
 */
export const toMinor = (amount: number): number => Math.round(amount * 100)

/** Minor units back to the wire's decimal amount (at most two decimals). */
export const toWire = (minor: number): number => minor / 100

/**
 * Minor units as a person reads them in a message (`1520.75`, `200`), for refusal details.
 *
 * @example
 * moneyText(152_075) // '1520.75'
 */
export const moneyText = (minor: number): string => String(toWire(minor))

/**
 * True when a wire amount has at most two decimals as written (the contract's money rule,
 * decided on its decimal digits, with no tolerance), so that {@link toMinor} takes nothing off it.
 *
 * @example
 * hasCents(10.5) // true
 * hasCents(10.555) // false
 * hasCents(1e-9) // false
 */
export const hasCents = (amount: number): boolean => isExactMultiple(amount, 0.01)
