import { toWire } from '../../money.ts'
import { iso } from '../../clock.ts'
import { ownerGroup } from '../../db/database.ts'
import type { LedgerEntry } from '../../models/wallet.ts'
import { ledgerOf, syncLedger } from '../../wallet/ledger.ts'
import { bankAccountsOf, maskAccountNumber } from '../../wallet/withdrawals.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { betView } from './bet-view.ts'
import { inDateRange, matches, pageOf } from './paging.ts'
import { moneyCall } from './provisional-common.ts'

type Transaction = Schema<'Transaction'> & { at: number }
const newestFirst = <T extends { at: number; id: number }>(a: T, b: T) => b.at - a.at || b.id - a.id

/** `/api/history/transactions`: deposits and withdrawals, newest first. */
const transactions: ApiRoute<'/api/history/transactions'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const { backend, body } = context
    const group = ownerGroup(owner)
    const banks = new Map(
      bankAccountsOf(backend, owner).map((a) => [
        a.bank_account_id,
        `${a.bank_code} ${maskAccountNumber(a.account_number)}`,
      ]),
    )
    const rows: (Transaction & { id: number })[] = [
      ...backend.tables.deposits.inGroup(group).map((d) => ({
        transaction_id: `D-${d.deposit_id}`,
        type: 'deposit' as const,
        amount: toWire(d.amount_minor),
        fee: 0,
        status: d.status,
        reference: d.channel_code,
        created_date: iso(d.created_at),
        at: d.created_at,
        id: d.deposit_id,
      })),
      ...backend.tables.withdrawals.inGroup(group).map((w) => ({
        transaction_id: `W-${w.withdrawal_id}`,
        type: 'withdrawal' as const,
        amount: toWire(w.amount_minor),
        fee: toWire(w.fee_minor),
        status: w.status,
        reference: banks.get(w.bank_account_id) ?? `account ${w.bank_account_id}`,
        created_date: iso(w.created_at),
        at: w.created_at,
        id: w.withdrawal_id,
      })),
    ]
    const value = rows
      .filter(
        (t) =>
          matches(t.type, body.type) && matches(t.status, body.status) && inDateRange(t.at, body),
      )
      .sort(newestFirst)
      .map(({ at: _at, id: _id, ...t }) => t)
    return success(pageOf(value, body))
  })

/** `/api/history/bets`: bets with their display fields, newest first. */
const bets: ApiRoute<'/api/history/bets'> = (context) =>
  moneyCall(context, ({ owner }) => {
    const { backend, body } = context
    const value = backend.tables.bets
      .inGroup(ownerGroup(owner))
      .filter((b) => inDateRange(b.created_at, body))
      .sort((a, b) => b.created_at - a.created_at || b.bet_id - a.bet_id)
      .map((b) => betView(backend, b))
      .filter((b) => matches(b.game_type, body.type) && matches(b.status, body.status))
    return success(pageOf(value, body))
  })

function statusOf(
  context: Parameters<ApiRoute<'/api/history/statement'>>[0],
  entry: LedgerEntry,
): Schema<'StatementEntry'>['status'] {
  if (entry.type !== 'withdrawal') return 'completed'
  const withdrawal = context.backend.tables.withdrawals.get(entry.ref.replace('withdrawal:', ''))
  return withdrawal?.status === 'pending' ? 'held' : 'completed'
}

/** `/api/history/statement`: every balance change with the running balance, newest first. */
const statement: ApiRoute<'/api/history/statement'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { backend, body } = context
    await syncLedger(backend, owner)
    const filtered = Boolean(body.type || body.status || body.date_from || body.date_to)
    const entries = ledgerOf(backend, owner)
    const wanted = filtered
      ? entries.filter(
          (entry) =>
            matches(entry.type, body.type) &&
            inDateRange(entry.created_at, body) &&
            matches(statusOf(context, entry), body.status),
        )
      : entries
    // Only the page is turned into answers: a statement of 100,000 rows costs one pass, not 100,000 views.
    const page = pageOf(wanted.reverse(), body)
    return success({
      ...page,
      value: page.value.map((entry) => ({
        entry_id: entry.entry_id,
        type: entry.type,
        amount: toWire(entry.amount_minor),
        balance: toWire(entry.balance_minor),
        status: statusOf(context, entry),
        description: entry.description,
        created_date: iso(entry.created_at),
      })),
    })
  })

/** Routes of the `provisional-history` tag. */
export const provisionalHistoryRoutes: ApiRoutes = {
  '/api/history/transactions': transactions,
  '/api/history/bets': bets,
  '/api/history/statement': statement,
}
