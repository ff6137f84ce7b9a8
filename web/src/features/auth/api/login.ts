import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { signIn } from '../../../stores/session.ts'
import { loadPlayerData } from './player-data.ts'

type LoginAnswer = {
  statusCode: number
  token?: string
  user?: unknown
  fullname?: string
  email?: string
}

function accountIdOf(answer: LoginAnswer, typed: string): string {
  const { user } = answer
  if (typeof user === 'string' && user) return user
  if (user && typeof user === 'object' && 'account_id' in user) return String(user.account_id)
  return typed
}

function startSession(answer: LoginAnswer, accountId: string): boolean {
  if (answer.statusCode !== 1 || !answer.token) return false
  signIn({
    account_id: accountIdOf(answer, accountId),
    session_token: answer.token,
    full_name: answer.fullname ?? '',
    contact_email: answer.email ?? '',
  })
  return true
}

export async function loginWithPassword(accountId: string, password: string): Promise<boolean> {
  const answer = await api().post('/api/auth/login', {
    account_id: accountId,
    password,
    ...tenantBody(),
  })
  const ok = startSession(answer as LoginAnswer, accountId)
  if (ok) await loadPlayerData()
  return ok
}

export async function requestLoginTac(accountId: string): Promise<boolean> {
  const answer = await api().post('/api/auth/tac/request_login', {
    account_id: accountId,
    ...tenantBody(),
  })
  return answer.statusCode === 1
}

export async function loginWithTac(accountId: string, tac: string): Promise<boolean> {
  const answer = await api().post('/api/auth/login_tac', {
    account_id: accountId,
    tac,
    ...tenantBody(),
  })
  const ok = startSession(answer as LoginAnswer, accountId)
  if (ok) await loadPlayerData()
  return ok
}
