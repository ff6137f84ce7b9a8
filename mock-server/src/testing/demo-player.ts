import type { ProvisionalPath } from '@playfront/contract/types'
import type { InProcessMock } from './in-process.ts'

type Body = Record<string, unknown> & { statusCode: number; statusMessage?: string }

/** The demo player of a tenant, logged in, calling player calls with its account_id and auth. */
export interface DemoPlayer {
  token: string
  /** Posts a player call with account_id and auth added to `fields`. */
  call(
    path: ProvisionalPath | '/api/auth/get_balance' | '/api/settings/claim_inbox',
    fields?: object,
  ): Promise<Body>
  /** The game balance as get_balance answers it. */
  balance(): Promise<number>
}

/**
 * Logs the demo player in on a tenant of an in-process mock.
 *
 * @example
 * const demo = await demoPlayer(mock)
 * await demo.call('/api/wallet/withdraw', { amount: 200 })
 */
export async function demoPlayer(mock: InProcessMock, domain = 'localhost'): Promise<DemoPlayer> {
  const token = await mock.login(domain)
  const call: DemoPlayer['call'] = async (path, fields = {}) => {
    const result = await mock.call(path, { account_id: 'demo', auth: token, ...fields })
    if (result === 'network-error') throw new Error(`${path}: network error`)
    return result as Body
  }
  return {
    token,
    call,
    balance: async () => (await call('/api/auth/get_balance')).game_balance as number,
  }
}
