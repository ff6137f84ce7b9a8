import type { MockBackend } from '../backend.ts'
import type { TableName } from '../db/database.ts'
import { moneyCeilingMinor } from '../models/money-schema.ts'
import { committedMinor, moneyBounds } from '../wallet/money-bounds.ts'

// The tables whose rows hold money; every amount among them sits in a `…_minor` field.
const moneyTables: TableName[] = [
  'players',
  'inbox',
  'ledger',
  'deposits',
  'withdrawals',
  'turnover',
  'bets',
  'claims',
  'play_limits',
]

/** What {@link storedMoney} found: how many amounts it read and what is wrong with any of them. */
export interface StoredMoney {
  amounts: number
  problems: string[]
}

/**
 * Reads every stored amount of the money tables, as the tables hold it, and names each that is not
 * a safe integer of minor units within the contract's ceiling, each balance below 0, and each
 * player whose balance with pending deposits and withdrawals passes the tenant's max_balance.
 * The property tests call it after every step; `amounts` shows that it read something.
 *
 * @example
 * expect(storedMoney(mock.backend).problems).toEqual([])
 */
export function storedMoney(backend: MockBackend): StoredMoney {
  const found: StoredMoney = { amounts: 0, problems: [] }
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`))
    else if (typeof value === 'object' && value !== null)
      for (const [key, v] of Object.entries(value)) {
        if (!key.endsWith('_minor')) walk(v, `${path}.${key}`)
        else if (v !== null) {
          found.amounts += 1
          const exact = Number.isSafeInteger(v) && Math.abs(v as number) <= moneyCeilingMinor
          if (!exact) found.problems.push(`${path}.${key} = ${String(v)}`)
        }
      }
  }
  for (const name of moneyTables) walk(backend.tables[name].all(), name)
  for (const player of backend.tables.players.all()) {
    const who = `${player.domain_name}|${player.account_id}`
    if (player.game_balance_minor < 0)
      found.problems.push(`${who}: balance ${player.game_balance_minor} below 0`)
    const { max_balance_minor } = moneyBounds(backend.tenantByHost(player.domain_name)!)
    const committed = committedMinor(backend, player)
    if (committed > max_balance_minor)
      found.problems.push(`${who}: ${committed} committed, past max_balance ${max_balance_minor}`)
  }
  return found
}
