import { api } from '../../../lib/api.ts'
import { playerBody, tenantBody } from '../../../lib/tenant.ts'

export type Answer = { statusCode: number; statusMessage?: string; statusDetail?: string }

export function requestPasswordReset(accountId: string, phone: string): Promise<Answer> {
  return api().post('/api/auth/forgot_password', {
    ...tenantBody(),
    account_id: accountId,
    contact_phone: phone,
  })
}

export function changePassword(password: string, newPassword: string): Promise<Answer> {
  return api().post('/api/auth/update_password', {
    ...playerBody(),
    password,
    new_password: newPassword,
  })
}
