import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { signIn } from '../../../stores/session.ts'
import { sessionUserOf, type LoginAnswer } from '../../../stores/session-user.ts'
import { loadPlayerData } from './player-data.ts'
import { isSuccess } from '@playfront/contract/success'

function startSession(answer: LoginAnswer, accountId: string): boolean {
  const user = sessionUserOf(answer, accountId)
  if (user) signIn(user)
  return Boolean(user)
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
  return isSuccess(answer)
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
