/** The paging and date fields of the provisional list calls. */
export interface ListQuery {
  page?: number
  page_size?: number
  date_from?: string
  date_to?: string
}

/**
 * One page of a list, with the contract's paging fields (page 1, 10 per page by default).
 *
 * @example
 * pageOf([1, 2, 3], { page: 2, page_size: 2 }) // { value: [3], page: 2, page_size: 2, total: 3 }
 */
export function pageOf<T>(
  items: readonly T[],
  query: ListQuery,
): { value: T[]; page: number; page_size: number; total: number } {
  const page = query.page ?? 1
  const page_size = query.page_size ?? 10
  return {
    value: items.slice((page - 1) * page_size, page * page_size),
    page,
    page_size,
    total: items.length,
  }
}

/**
 * True when a mock-clock time falls on or between the query's days (UTC, inclusive).
 *
 * @example
 * inDateRange(Date.parse('2025-06-02T10:00:00Z'), { date_from: '2025-06-01', date_to: '2025-06-02' }) // true
 */
export function inDateRange(ms: number, query: ListQuery): boolean {
  if (!query.date_from && !query.date_to) return true
  const day = new Date(ms).toISOString().slice(0, 10)
  return (!query.date_from || day >= query.date_from) && (!query.date_to || day <= query.date_to)
}

/**
 * True when a field matches a filter; an empty or absent filter matches everything.
 *
 * @example
 * matches('deposit', '') // true
 */
export const matches = (value: string, filter: string | undefined): boolean =>
  !filter || value === filter
