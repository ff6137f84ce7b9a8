import { createControlClient, type ControlClient } from '@playfront/mock-server/control-client'
import { postCall } from './http-call.ts'
import type { Identity } from './request-bodies.ts'

/** What every group of checks shares during one run. */
export interface SuiteContext {
  baseUrl: string
  who: Identity
  /** The target answered `GET /__mock/health`: control-API-only steps may run. */
  targetIsMock: boolean
  /** How many independent calls a group may have in flight at once (`--concurrency`). */
  concurrency: number
  /** Provisional calls the backend does not have (filled by the calls group). */
  notBuilt: Set<string>
  /** Logs the given player in again; the token, or undefined when refused. */
  login(): Promise<string | undefined>
  /** The mock's control API (only when targetIsMock). */
  mock: ControlClient
}

/**
 * Builds the context of a run.
 *
 * @example
 * const context = createSuiteContext('http://127.0.0.1:4010', who, true, 8)
 */
export function createSuiteContext(
  baseUrl: string,
  who: Identity,
  targetIsMock: boolean,
  concurrency = 1,
): SuiteContext {
  return {
    baseUrl,
    who,
    targetIsMock,
    concurrency,
    notBuilt: new Set(),
    async login() {
      const answer = await postCall(baseUrl, '/api/auth/login', {
        domain_name: who.domain,
        external_id: who.externalId,
        account_id: who.account,
        password: who.password,
      })
      const body = answer.json as
        | {
            statusCode?: number
            token?: unknown
            user?: { full_name?: unknown; contact_email?: unknown }
          }
        | undefined
      if (body?.statusCode !== 1 || typeof body.token !== 'string') return undefined
      if (body.user)
        who.profile = { full_name: body.user.full_name, contact_email: body.user.contact_email }
      return body.token
    },
    mock: createControlClient({ baseUrl }),
  }
}
