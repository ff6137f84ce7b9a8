import {
  betRecordStatusValues,
  depositStatusValues,
  productCategoryValues,
  statementEntryStatusValues,
  statementTypeValues,
  transactionTypeValues,
} from '@playfront/contract/schema'

export type HistoryKind = 'bets' | 'statement' | 'transactions'
export type HistorySearch = { type: string; status: string; from: string; to: string; page: number }

/** The values each history accepts for its filters: the contract's values of the records it lists. */
export const historyFilters: Record<
  HistoryKind,
  { types: readonly string[]; statuses: readonly string[] }
> = {
  bets: { types: productCategoryValues, statuses: betRecordStatusValues },
  statement: { types: statementTypeValues, statuses: statementEntryStatusValues },
  transactions: { types: transactionTypeValues, statuses: depositStatusValues },
}

export const emptySearch: HistorySearch = { type: '', status: '', from: '', to: '', page: 1 }

function calendarDay(text: string | null): string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return ''
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : ''
}

/**
 * What the URL asks a history for, made safe: an unknown type or status, a date that is not a
 * calendar day or a page that is not a positive whole number fall back to no filter; dates given
 * the wrong way round are swapped, since the player clearly meant that range.
 */
export function parseHistorySearch(params: URLSearchParams, kind: HistoryKind): HistorySearch {
  const { types, statuses } = historyFilters[kind]
  const pick = (value: string | null, allowed: readonly string[]) =>
    value && allowed.includes(value) ? value : ''
  let from = calendarDay(params.get('from'))
  let to = calendarDay(params.get('to'))
  if (from && to && from > to) [from, to] = [to, from]
  const page = Number(params.get('page'))
  return {
    type: pick(params.get('type'), types),
    status: pick(params.get('status'), statuses),
    from,
    to,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Only what differs from the defaults goes into the URL. */
export function historySearchParams(search: HistorySearch): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['type', 'status', 'from', 'to'] as const)
    if (search[key]) params.set(key, search[key])
  if (search.page > 1) params.set('page', String(search.page))
  return params
}

export function isFiltered(search: HistorySearch): boolean {
  return Boolean(search.type || search.status || search.from || search.to)
}
