import { hasCents, toMinor } from '../money.ts'

/** The state schema of today (MockState.version); 1 held money as decimal numbers. */
export const stateVersion = 2

type Row = Record<string, unknown>

// A decimal with at most two decimals becomes minor units; anything else is carried unchanged so
// that the state schema refuses it with the field's path, exactly as it refuses a new state.
const minor = (value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) && hasCents(value) ? toMinor(value) : value

function renamed(row: unknown, fields: readonly string[]): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row
  const next: Row = { ...(row as Row) }
  for (const field of fields) {
    if (!(field in next)) continue
    next[`${field}_minor`] = minor(next[field])
    delete next[field]
  }
  return next
}

const rows = (value: unknown, change: (row: unknown) => unknown): unknown =>
  Array.isArray(value) ? value.map(change) : value

function player(row: unknown): unknown {
  const next = renamed(row, ['game_balance'])
  if (typeof next !== 'object' || next === null) return next
  const vip = (next as Row).vip
  return { ...next, vip: renamed(vip, ['total_deposit', 'total_turnover']) }
}

function limit(row: unknown): unknown {
  const next = renamed(row, ['amount'])
  if (typeof next !== 'object' || next === null) return next
  const pending = (next as Row).pending
  return { ...next, pending: pending === null ? null : renamed(pending, ['amount']) }
}

// A claim paid either money or tokens under one `amount`; now each has its own field.
function claim(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || !('amount' in row)) return row
  const { amount, ...rest } = row as Row
  const balance = (rest as Row).reward_type === 'balance'
  return { ...rest, balance_minor: balance ? minor(amount) : 0, tokens: balance ? 0 : amount }
}

// An inbox item's reward_amount was money or tokens by its reward_type, as a claim's was.
function inboxItem(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || !('reward_amount' in row)) return row
  const { reward_amount, ...rest } = row as Row
  const type = (rest as Row).reward_type
  return {
    ...rest,
    reward_balance_minor: type === 'balance' ? minor(reward_amount) : 0,
    reward_tokens: type === 'token' ? reward_amount : 0,
  }
}

const byTable: Record<string, (row: unknown) => unknown> = {
  inbox: inboxItem,
  players: player,
  ledger: (r) => renamed(r, ['amount', 'balance']),
  deposits: (r) => renamed(r, ['amount']),
  withdrawals: (r) => renamed(r, ['amount', 'fee']),
  turnover: (r) => renamed(r, ['remaining']),
  bets: (r) => renamed(r, ['stake', 'payout']),
  claims: claim,
  play_limits: limit,
}

/**
 * Brings a state saved with an older state schema to today's: version 1 held every amount as a
 * decimal number (`game_balance: 1520.75`), version 2 as integer minor units in `…_minor` fields
 * (`game_balance_minor: 152075`). Anything that is not a version-1 state is answered unchanged,
 * for the state schema to accept or refuse; the input is never modified.
 *
 * @example
 * migrateState({ version: 1, players: [{ game_balance: 1520.75, … }], … }) // { version: 2, players: [{ game_balance_minor: 152075, … }], … }
 */
export function migrateState(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || (input as Row).version !== 1) return input
  const next: Row = { ...(input as Row), version: stateVersion }
  for (const [table, change] of Object.entries(byTable))
    if (table in next) next[table] = rows(next[table], change)
  return next
}
