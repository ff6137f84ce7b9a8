import { validateEmail } from '../../../lib/validators.ts'

export type RegisterValues = {
  accountId: string
  password: string
  confirmPassword: string
  phone: string
  email: string
  dateOfBirth: string
}
export type RegisterField = keyof RegisterValues
export type RegisterErrors = Partial<Record<RegisterField, string>>

const accountId = /^[A-Za-z0-9]{4,16}$/
const phone = /^[0-9]{7,15}$/
export const passwordMinLength = 6

/** Message keys per field, empty when the form may be sent; the e-mail check is the site's own. */
export function registerErrors(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {}
  if (!accountId.test(values.accountId)) errors.accountId = 'register.errors.accountId'
  if (values.password.length < passwordMinLength) errors.password = 'register.errors.password'
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'register.errors.confirmPassword'
  if (!phone.test(values.phone)) errors.phone = 'register.errors.phone'
  const email = values.email.trim() ? validateEmail(values.email) : null
  if (email) errors.email = email
  return errors
}
