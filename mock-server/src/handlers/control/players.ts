import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { PlayerStatus } from '../../models/player.ts'
import { expireSessions } from '../../sessions.ts'
import { control, controlError } from './control-json.ts'

/** What the control API can do to a player: end the sessions now, or set the account status. */
export type PlayerAction = 'expire-sessions' | 'block' | 'close' | 'activate'

/** The answer of `POST /__mock/players/{account_id}/{action}`: the sessions ended, or the new status. */
export type PlayerActionAnswer<A extends PlayerAction = PlayerAction> = A extends 'expire-sessions'
  ? { ok: true; expired: number }
  : { ok: true; status: PlayerStatus }

const statusOf: Record<Exclude<PlayerAction, 'expire-sessions'>, PlayerStatus> = {
  block: 'BLOCK',
  close: 'CLOSE',
  activate: 'ACTIVE',
}

/**
 * `POST /__mock/players/{account_id}/{expire-sessions|block|close|activate}?domain_name=..`
 * (domain_name defaults to `localhost`).
 *
 * @example
 * // curl -X POST 'localhost:4010/__mock/players/demo/expire-sessions?domain_name=slot2.localhost'
 */
export function playerHandlers(backend: MockBackend) {
  return [
    http.post<{ account: string; action: string }>(
      control('/players/:account/:action'),
      async ({ request, params }) => {
        const action = params.action as PlayerAction
        if (!['expire-sessions', 'block', 'close', 'activate'].includes(action)) {
          return controlError(
            404,
            `Unknown player action "${params.action}"; use expire-sessions, block, close or activate.`,
          )
        }
        const host = new URL(request.url).searchParams.get('domain_name') ?? 'localhost'
        const tenant = backend.tenantByHost(host)
        const key = tenant ? playerKey(tenant.domain_name, params.account) : ''
        if (!tenant || !backend.tables.players.get(key)) {
          return controlError(404, `No player "${params.account}" on "${host}".`)
        }
        if (action === 'expire-sessions') {
          const expired = await expireSessions(backend, tenant.domain_name, params.account)
          return HttpResponse.json<PlayerActionAnswer<'expire-sessions'>>({ ok: true, expired })
        }
        const status = statusOf[action]
        await backend.tables.players.update(key, (draft) => {
          draft.status = status
        })
        return HttpResponse.json<PlayerActionAnswer<'block'>>({ ok: true, status })
      },
    ),
  ]
}
