export type PasswordChange = { current: string; next: string; confirm: string }
export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>

export const newPasswordMinLength = 6

export function passwordChangeErrors({ current, next, confirm }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {}
  if (!current) errors.current = 'account.errors.currentRequired'
  if (next.length < newPasswordMinLength) errors.next = 'account.errors.newTooShort'
  else if (next === current) errors.next = 'account.errors.newSameAsOld'
  if (confirm !== next) errors.confirm = 'account.errors.confirmMismatch'
  return errors
}
