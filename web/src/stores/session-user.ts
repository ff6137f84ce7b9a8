import { isSuccess } from '@playfront/contract/success'
/**
 * The player a browser keeps between visits, as plain data: the site's own session store
 * (session.ts) and the QA runner, which brings a returning player to the site, both read it here.
 */

/** Local storage's key for the player of the last login: a reload or a later visit starts signed in. */
export const sessionStorageKey = 'site.session'

export type SessionUser = {
  account_id: string
  session_token: string
  full_name: string
  contact_email: string
}

/** A login's answer (password or one-time code), as far as the site reads it. */
export type LoginAnswer = {
  statusCode: number
  statusMessage?: string
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

/**
 * The player a login's answer signs in, or null when it signed no one in. `typed` is the
 * account the player typed, for a backend whose answer does not name it.
 */
export function sessionUserOf(answer: LoginAnswer, typed: string): SessionUser | null {
  if (!isSuccess(answer as { statusCode: number; statusMessage?: string }) || !answer.token)
    return null
  return {
    account_id: accountIdOf(answer, typed),
    session_token: answer.token,
    full_name: answer.fullname ?? '',
    contact_email: answer.email ?? '',
  }
}
