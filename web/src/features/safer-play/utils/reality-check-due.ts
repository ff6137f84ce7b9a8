/**
 * The backend always answers the next check still to come, so a check has fallen due when that
 * date has moved on since the summary before.
 */
export function realityCheckDue(before: string | null, next: string | null): boolean {
  if (!before || !next) return false
  return Date.parse(next) > Date.parse(before)
}
