import type { components } from '@playfront/contract/schema'
import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { iso } from '../../clock.ts'
import { nextWinAt } from '../../jackpots/jackpot-now.ts'
import { jackpotKey, winJackpot } from '../../jackpots/win-jackpot.ts'
import type { Jackpot } from '../../models/jackpot.ts'
import type { Tenant } from '../../models/tenant.ts'
import { jackpotView } from '../api/jackpot-view.ts'
import { control, controlError } from './control-json.ts'

/** A jackpot as `/api/jackpot/list` shows it, with when it pays out by itself next. */
export type JackpotState = components['schemas']['Jackpot'] & { next_win_date: string }

/** The answer of `GET /__mock/jackpots`. */
export interface JackpotsAnswer {
  ok: true
  jackpots: JackpotState[]
}

/** The answer of `POST /__mock/jackpots/{jackpot_id}/win`: the jackpot after the win. */
export interface JackpotWinAnswer {
  ok: true
  jackpot: JackpotState
}

const stateOf = (backend: MockBackend, tenant: Tenant, jackpot: Jackpot): JackpotState => {
  const now = backend.clock.now()
  return {
    ...jackpotView(jackpot, tenant.site.currency, now),
    next_win_date: iso(nextWinAt(jackpot, now)),
  }
}

/**
 * `GET /__mock/jackpots?domain_name=..` lists a tenant's jackpots with their next win;
 * `POST /__mock/jackpots/{jackpot_id}/win?domain_name=..` makes one pay out now (domain_name
 * defaults to `localhost`).
 *
 * @example
 * // curl -X POST 'localhost:4010/__mock/jackpots/3/win?domain_name=casino1.localhost'
 */
export function jackpotHandlers(backend: MockBackend) {
  const tenantOf = (request: Request) => {
    const host = new URL(request.url).searchParams.get('domain_name') ?? 'localhost'
    return backend.tenantByHost(host) ?? host
  }
  return [
    http.get(control('/jackpots'), ({ request }) => {
      const tenant = tenantOf(request)
      if (typeof tenant === 'string') return controlError(404, `No tenant for "${tenant}".`)
      const jackpots = backend.tables.jackpots
        .inGroup(tenant.domain_name)
        .map((jackpot) => stateOf(backend, tenant, jackpot))
      return HttpResponse.json<JackpotsAnswer>({ ok: true, jackpots })
    }),
    http.post<{ id: string }>(control('/jackpots/:id/win'), async ({ request, params }) => {
      const tenant = tenantOf(request)
      if (typeof tenant === 'string') return controlError(404, `No tenant for "${tenant}".`)
      const jackpot = /^\d{1,9}$/.test(params.id)
        ? backend.tables.jackpots.get(jackpotKey(tenant.domain_name, Number(params.id)))
        : undefined
      if (!jackpot)
        return controlError(404, `No jackpot "${params.id}" on "${tenant.domain_name}".`)
      const won = await winJackpot(backend, jackpot)
      return HttpResponse.json<JackpotWinAnswer>({
        ok: true,
        jackpot: stateOf(backend, tenant, won),
      })
    }),
  ]
}
