import type { components } from '@playfront/contract/schema'
import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { playerKey } from '../../db/database.ts'
import type { PlayerStatus } from '../../models/player.ts'
import { decideIdentity } from '../../identity/identity.ts'
import { clearAllAttempts } from '../../attempts/attempts.ts'
import { expireSessions } from '../../sessions.ts'
import { z } from 'zod'
import { control, controlError, readControlBody } from './control-json.ts'

/**
 * What the control API can do to a player: end the sessions now, set the account status, or
 * decide the pending identity check.
 */
export type PlayerAction =
  'expire-sessions' | 'block' | 'close' | 'activate' | 'kyc-approve' | 'kyc-reject' | 'unlock'
const actions: PlayerAction[] = [
  'expire-sessions',
  'block',
  'close',
  'activate',
  'kyc-approve',
  'kyc-reject',
  'unlock',
]

/**
 * The answer of `POST /__mock/players/{account_id}/{action}`: the sessions ended, the new status,
 * or the identity check as decided.
 */
export type PlayerActionAnswer<A extends PlayerAction = PlayerAction> = A extends 'expire-sessions'
  ? { ok: true; expired: number }
  : A extends 'unlock'
    ? { ok: true; cleared: number }
    : A extends 'kyc-approve' | 'kyc-reject'
      ? { ok: true; identity: components['schemas']['IdentityCheck'] }
      : { ok: true; status: PlayerStatus }

const statusOf: Record<'block' | 'close' | 'activate', PlayerStatus> = {
  block: 'BLOCK',
  close: 'CLOSE',
  activate: 'ACTIVE',
}

const decisionInput = z.strictObject(
  { reason: z.string().max(1_000).optional() },
  { error: 'expected {} or { "reason": "The photo is blurred." }' },
)

/**
 * `POST /__mock/players/{account_id}/{expire-sessions|block|close|activate|kyc-approve|kyc-reject}?domain_name=..`
 * (domain_name defaults to `localhost`). `kyc-reject` takes an optional JSON body `{ "reason": "…" }`
 * that the player is shown.
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
        if (!actions.includes(action)) {
          return controlError(
            404,
            `Unknown player action "${params.action}"; use ${actions.join(', ')}.`,
          )
        }
        const host = new URL(request.url).searchParams.get('domain_name') ?? 'localhost'
        const tenant = backend.tenantByHost(host)
        // Attempt counts belong to an account id whether or not a player has it (decision 032).
        if (action === 'unlock') {
          if (!tenant) return controlError(404, `No tenant for "${host}".`)
          const cleared = clearAllAttempts(backend, tenant.domain_name, params.account)
          return HttpResponse.json<PlayerActionAnswer<'unlock'>>({ ok: true, cleared })
        }
        const key = tenant ? playerKey(tenant.domain_name, params.account) : ''
        if (!tenant || !backend.tables.players.get(key)) {
          return controlError(404, `No player "${params.account}" on "${host}".`)
        }
        if (action === 'expire-sessions') {
          const expired = await expireSessions(backend, tenant.domain_name, params.account)
          return HttpResponse.json<PlayerActionAnswer<'expire-sessions'>>({ ok: true, expired })
        }
        if (action === 'kyc-approve' || action === 'kyc-reject') {
          const parsed = await readControlBody(request, decisionInput)
          if (parsed instanceof Response) return parsed
          const reason = parsed.reason ?? null
          const owner = { domain_name: tenant.domain_name, account_id: params.account }
          const decided = await decideIdentity(
            backend,
            owner,
            action === 'kyc-approve' ? 'verified' : 'rejected',
            reason,
          )
          if (typeof decided === 'string') return controlError(409, decided)
          return HttpResponse.json<PlayerActionAnswer<'kyc-approve'>>({
            ok: true,
            identity: decided,
          })
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
