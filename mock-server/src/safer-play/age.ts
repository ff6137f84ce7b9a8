/**
 * A person's age in whole years on a day of the mock clock (UTC), from a YYYY-MM-DD birth date.
 *
 * @example
 * ageOn('2004-06-03', Date.UTC(2025, 5, 2)) // 20 (the 21st birthday is tomorrow)
 */
export function ageOn(dateOfBirth: string, now: number): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const today = new Date(now)
  const birthdayPassed =
    today.getUTCMonth() + 1 > month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day)
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1)
}
