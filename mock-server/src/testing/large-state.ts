import type { MockState } from '../db/database.ts'
import { seedState } from '../seed/seed.ts'

/** Options of {@link largeState}. */
export interface LargeStateOptions {
  /** Players added to the default tenant (copies of its demo player). Default 1,000. */
  players?: number
  /** Ledger rows spread over those players. Default 10,000. */
  ledgerRows?: number
}

/**
 * The seed grown to a long-used world, for benchmarks: extra players on `localhost` (password
 * `demo1234`, like the demo player) and ledger rows spread over them.
 *
 * @example
 * const state = await largeState({ players: 1_000, ledgerRows: 10_000 })
 * state.ledger.length // 10000
 */
export async function largeState({
  players = 1_000,
  ledgerRows = 10_000,
}: LargeStateOptions = {}): Promise<MockState> {
  const state = await seedState()
  const demo = state.players.find((p) => p.domain_name === 'localhost' && p.account_id === 'demo')
  if (!demo) throw new Error('The seed has no demo player on localhost.')
  const accounts = Array.from(
    { length: players },
    (_, i) => `player${String(i + 1).padStart(4, '0')}`,
  )
  for (const account_id of accounts) state.players.push({ ...structuredClone(demo), account_id })
  const start = Date.UTC(2026, 0, 1)
  // One row at a time: a spread of 100,000 arguments overflows the stack.
  for (let i = 0; i < ledgerRows; i += 1)
    state.ledger.push({
      entry_id: i + 1,
      domain_name: 'localhost',
      account_id: accounts[i % accounts.length] ?? 'demo',
      type: 'bet' as const,
      amount_minor: -100,
      balance_minor: (1_000 - Math.floor(i / Math.max(1, accounts.length))) * 100,
      description: `Bench bet ${i + 1}`,
      ref: `bet:${i + 1}`,
      created_at: start + i * 60_000,
    })
  return state
}
