import type { RequestBody } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'

export type SignupFields = Omit<RequestBody<'/api/auth/signup'>, 'domain_name' | 'external_id'>
export type Answer = { statusCode: number; statusMessage?: string; statusDetail?: string }

export type RegisterCalls = {
  requestTac: (accountId: string) => Promise<Answer>
  verifyTac: (accountId: string, tac: string) => Promise<Answer>
  signup: (fields: SignupFields) => Promise<Answer>
}

export const registerCalls: RegisterCalls = {
  requestTac: (accountId) =>
    api().post('/api/auth/tac/request_new_register', { ...tenantBody(), account_id: accountId }),
  verifyTac: (accountId, tac) =>
    api().post('/api/auth/tac/verify', { ...tenantBody(), account_id: accountId, tac }),
  signup: (fields) => api().post('/api/auth/signup', { ...fields, ...tenantBody() }),
}
