/** The age a tenant asks for when its startup answer names none (the Philippine rule). */
export const defaultMinAge = 21

export type AgeError = { key: string; values?: { age: number } }

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today`, or null when it is not a real past date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const parts = isoDate.exec(dateOfBirth)
  if (!parts) return null
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number]
  const born = new Date(Date.UTC(year, month - 1, day))
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()]
  const age = y - year - (m < month || (m === month && d < day) ? 1 : 0)
  return age < 0 ? null : age
}

/** The message for a date of birth, null when the player is old enough to sign up. */
export function dateOfBirthError(
  dateOfBirth: string,
  minAge: number,
  today: Date,
): AgeError | null {
  const age = ageOn(dateOfBirth, today)
  if (age === null) return { key: 'accountSafety.signup.dateOfBirthInvalid' }
  if (age < minAge) return underAgeError(minAge)
  return null
}

export const underAgeError = (minAge: number): AgeError => ({
  key: 'accountSafety.signup.underAge',
  values: { age: minAge },
})
