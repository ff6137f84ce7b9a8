import { iso } from '../clock.ts'
import type { components } from '@playfront/contract/schema'
import type { MockBackend } from '../backend.ts'
import { playLimitKindValues, playLimitPeriodValues } from '@playfront/contract/schema'
import type { PlayLimitKind, PlayLimitPeriod, PlayLimitRow } from '../models/safer-play.ts'
import { moneyText, toWire } from '../money.ts'
import { ownerGroup } from '../db/database.ts'
import type { Owner } from '../wallet/ledger.ts'
import { refusal, type Refusal } from '../wallet/refusal.ts'
import { coolingOffMs, isTighter, periodOf } from './periods.ts'

type PlayLimit = components['schemas']['PlayLimit']

/** The key of a limit row: the player, the kind and the period. */
export const limitKey = (owner: Owner, kind: PlayLimitKind, period: PlayLimitPeriod): string =>
  `${owner.domain_name}|${owner.account_id}|${kind}|${period}`

/**
 * What the current period has used of a limit, in cents: deposits made (pending or approved),
 * or the net loss of play (stakes minus payouts, never below 0).
 *
 * @example
 * usedMinor(backend, owner, 'deposit', 'daily') // 8000 after a deposit of 80.00 today
 */
export function usedMinor(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
): number {
  const { start } = periodOf(period, backend.clock.now())
  if (kind === 'deposit') {
    return backend.tables.deposits
      .inGroup(ownerGroup(owner))
      .filter((d) => d.status !== 'rejected' && d.created_at >= start)
      .reduce((sum, d) => sum + d.amount_minor, 0)
  }
  const net = backend.tables.bets
    .inGroup(ownerGroup(owner))
    .filter((b) => b.created_at >= start)
    .reduce((sum, b) => sum + b.stake_minor - b.payout_minor, 0)
  return Math.max(0, net)
}

/**
 * One limit as the contract shows it, set or not.
 *
 * @example
 * limitView(backend, owner, 'deposit', 'daily').amount // null until the player sets one
 */
export function limitView(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
): PlayLimit {
  const now = backend.clock.now()
  const row = backend.tables.play_limits.get(limitKey(owner, kind, period))
  const pending = row?.pending ?? null
  return {
    kind,
    period,
    amount: row?.amount_minor == null ? null : toWire(row.amount_minor),
    used: toWire(usedMinor(backend, owner, kind, period)),
    resets_date: iso(periodOf(period, now).end),
    pending: pending && {
      amount: pending.amount_minor === null ? null : toWire(pending.amount_minor),
      requested_date: iso(pending.requested_at),
      available_date: iso(pending.requested_at + coolingOffMs),
      confirmable: now >= pending.requested_at + coolingOffMs,
    },
  }
}

/**
 * Every limit of a player, one per kind and period.
 *
 * @example
 * limitViews(backend, owner).length // 6
 */
export const limitViews = (backend: MockBackend, owner: Owner): PlayLimit[] =>
  playLimitKindValues.flatMap((kind) =>
    playLimitPeriodValues.map((period) => limitView(backend, owner, kind, period)),
  )

async function writeLimit(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  change: Pick<PlayLimitRow, 'amount_minor' | 'pending'>,
): Promise<void> {
  await backend.tables.play_limits.upsert(
    limitKey(owner, kind, period),
    () => ({ ...owner, kind, period, ...change }),
    (draft) => {
      draft.amount_minor = change.amount_minor
      draft.pending = change.pending
    },
  )
}

/**
 * Sets a limit the way safer-play rules ask: a new or lower limit applies at once; a higher one
 * or a removal (`null`) waits for the cooling-off delay and the player's confirmation, while the
 * current limit holds; the current amount again drops a waiting change.
 *
 * @example
 * await setLimit(backend, owner, 'deposit', 'daily', 10_000) // 100.00 applies at once
 * await setLimit(backend, owner, 'deposit', 'daily', 20_000) // 200.00 waits 24 hours
 */
export async function setLimit(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  amountMinor: number | null,
): Promise<PlayLimit> {
  const current =
    backend.tables.play_limits.get(limitKey(owner, kind, period))?.amount_minor ?? null
  if (isTighter(current, amountMinor))
    await writeLimit(backend, owner, kind, period, { amount_minor: amountMinor, pending: null })
  else if (current !== null) {
    const pending = { amount_minor: amountMinor, requested_at: backend.clock.now() }
    await writeLimit(backend, owner, kind, period, { amount_minor: current, pending })
  }
  return limitView(backend, owner, kind, period)
}

/**
 * Confirms (`accept`) or drops a waiting raise or removal. Confirming works only once the
 * cooling-off delay has passed; dropping works at any time.
 *
 * @example
 * await confirmLimit(backend, owner, 'deposit', 'daily', true) // limitNotReady before 24 hours
 */
export async function confirmLimit(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  period: PlayLimitPeriod,
  accept: boolean,
): Promise<PlayLimit | Refusal> {
  const row = backend.tables.play_limits.get(limitKey(owner, kind, period))
  if (!row?.pending) return refusal('notFound', `No change of the ${period} ${kind} limit waits.`)
  const from = row.pending.requested_at + coolingOffMs
  if (accept && backend.clock.now() < from) {
    return refusal(
      'limitNotReady',
      `The ${period} ${kind} limit of ${row.pending.amount_minor === null ? 'none' : moneyText(row.pending.amount_minor)} can be confirmed from ${iso(from)}.`,
    )
  }
  const amount_minor = accept ? row.pending.amount_minor : row.amount_minor
  await writeLimit(backend, owner, kind, period, { amount_minor, pending: null })
  return limitView(backend, owner, kind, period)
}

/**
 * The refusal for a deposit or a stake that would pass one of the player's limits of that kind,
 * naming the limit and when it resets; undefined when every limit leaves room. A stake counts
 * whole, as if it were lost.
 *
 * @example
 * refuseOverLimit(backend, owner, 'deposit', 3_000) // depositLimit when 80.00 of a daily 100.00 is used
 */
export function refuseOverLimit(
  backend: MockBackend,
  owner: Owner,
  kind: PlayLimitKind,
  minor: number,
): Refusal | undefined {
  for (const period of playLimitPeriodValues) {
    const row = backend.tables.play_limits.get(limitKey(owner, kind, period))
    if (row?.amount_minor === null || row === undefined) continue
    const used = usedMinor(backend, owner, kind, period)
    if (used + minor <= row.amount_minor) continue
    const limit = limitView(backend, owner, kind, period)
    const left = moneyText(Math.max(0, row.amount_minor - used))
    return {
      ...refusal(
        kind === 'deposit' ? 'depositLimit' : 'lossLimit',
        `The ${period} ${kind} limit of ${moneyText(row.amount_minor)} has ${left} left until ${limit.resets_date}.`,
      ),
      limit,
    }
  }
  return undefined
}
