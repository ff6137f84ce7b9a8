import type { Jackpot } from '../api/jackpots.ts'

const hourMs = 3_600_000

/** What a jackpot shows `elapsedMs` after its answer: grown at its hourly rate, to the cent below. */
export function countedAmount(jackpot: Jackpot, elapsedMs: number): number {
  const cents =
    Math.round(jackpot.amount * 100) + (jackpot.growth_per_hour * 100 * elapsedMs) / hourMs
  return Math.floor(cents) / 100
}

/**
 * A fresh answer never counts a jackpot back: the backend's amount can lag what the page counted
 * up to, so the page keeps its own while it is higher. A win is the one way down.
 */
export function nextAnswer(shown: Jackpot[], answered: Jackpot[], elapsedMs: number): Jackpot[] {
  return answered.map((jackpot) => {
    const before = shown.find((other) => other.jackpot_id === jackpot.jackpot_id)
    if (!before || before.last_won?.won_date !== jackpot.last_won?.won_date) return jackpot
    return { ...jackpot, amount: Math.max(jackpot.amount, countedAmount(before, elapsedMs)) }
  })
}
