/**
 * Money of the mock: decimal numbers with at most two decimals on the outside (as the contract's
 * `game_balance`), integer cents for every sum, so that no float drift reaches the ledger.
 *
 * @example
 * fromCents(toCents(0.1) + toCents(0.2)) // 0.3, not 0.30000000000000004
 */
export const toCents = (amount: number): number => Math.round(amount * 100)

/** Cents back to a decimal amount with at most two decimals. */
export const fromCents = (cents: number): number => cents / 100

/**
 * Adds decimal amounts through cents.
 *
 * @example
 * addMoney(1520.75, -200) // 1320.75
 */
export const addMoney = (...amounts: number[]): number =>
  fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0))

/**
 * True when an amount has at most two decimals (the contract's money rule).
 *
 * @example
 * hasCents(10.5) // true
 * hasCents(10.555) // false
 */
export const hasCents = (amount: number): boolean =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
