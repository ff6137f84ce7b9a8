import type { BetRecord, RequestBody, StatementEntry, Transaction } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'
import type { HistorySearch } from '../utils/history-search.ts'

export type HistoryPage<T> = { rows: T[]; total: number }

/** An empty filter is left out of the body: the contract reads an absent one as every value. */
function filters({ type, status, from, to, page }: HistorySearch, pageSize: number) {
  const set = (key: string, value: string) => (value ? { [key]: value } : {})
  return {
    ...playerBody(),
    ...set('type', type),
    ...set('status', status),
    ...set('date_from', from),
    ...set('date_to', to),
    page,
    page_size: pageSize,
  }
}

const pageOf = <T>(success: { value: T[]; total: number }): HistoryPage<T> => ({
  rows: success.value,
  total: success.total,
})

type BetBody = RequestBody<'/api/history/bets'>
type StatementBody = RequestBody<'/api/history/statement'>
type TransactionBody = RequestBody<'/api/history/transactions'>

export const historyCalls = {
  async bets(search: HistorySearch, pageSize: number): Promise<Outcome<HistoryPage<BetRecord>>> {
    const body = filters(search, pageSize) as unknown as BetBody
    return outcomeOf(await api().post('/api/history/bets', body), pageOf)
  },
  async statement(
    search: HistorySearch,
    pageSize: number,
  ): Promise<Outcome<HistoryPage<StatementEntry>>> {
    const body = filters(search, pageSize) as unknown as StatementBody
    return outcomeOf(await api().post('/api/history/statement', body), pageOf)
  },
  async transactions(
    search: HistorySearch,
    pageSize: number,
  ): Promise<Outcome<HistoryPage<Transaction>>> {
    const body = filters(search, pageSize) as unknown as TransactionBody
    return outcomeOf(await api().post('/api/history/transactions', body), pageOf)
  },
}
