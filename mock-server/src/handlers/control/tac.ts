import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { TacPurpose } from '../../models/tac.ts'
import { control, controlError } from './control-json.ts'

/** The answer of `GET /__mock/tac`: the latest one-time code of a player and whether it still works. */
export interface TacAnswer {
  tac: string
  purpose: TacPurpose
  expires_at: string
  expired: boolean
  used: boolean
}

/**
 * `GET /__mock/tac?domain_name=..&account_id=..`: the latest one-time code, since no SMS is sent.
 *
 * @example
 * // curl 'localhost:4010/__mock/tac?domain_name=localhost&account_id=demo'   → {"tac":"483920",…}
 */
export function tacHandlers(backend: MockBackend) {
  return [
    http.get(control('/tac'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const domain = query.get('domain_name')
      const account = query.get('account_id')
      if (!domain || !account)
        return controlError(400, 'domain_name and account_id are required query parameters.')
      const tenant = backend.tenantByHost(domain)
      const latest = tenant
        ? backend.tables.tacs.lastInGroup(playerKey(tenant.domain_name, account))
        : undefined
      if (!latest) return controlError(404, `No tac was requested for ${account} on ${domain}.`)
      return HttpResponse.json<TacAnswer>({
        tac: latest.tac,
        purpose: latest.purpose,
        expires_at: new Date(latest.expires_at).toISOString(),
        expired: latest.expires_at <= backend.clock.now(),
        used: latest.used,
      })
    }),
  ]
}
