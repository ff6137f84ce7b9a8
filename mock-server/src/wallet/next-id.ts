/**
 * The next id of a table keyed by a growing integer: one more than the largest in use.
 *
 * @example
 * nextId(backend.tables.deposits.all(), (d) => d.deposit_id) // 1 on an empty table
 */
export function nextId<T>(records: readonly T[], idOf: (record: T) => number): number {
  let max = 0
  for (const record of records) max = Math.max(max, idOf(record))
  return max + 1
}
