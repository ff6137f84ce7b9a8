import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import type { MockBackend } from '../../backend.ts'
import {
  maintenanceSchema,
  siteSchema,
  tenantSchema,
  type Site,
  type Tenant,
} from '../../models/tenant.ts'
import { control, controlError, readControlBody } from './control-json.ts'

/** What PATCH accepts: any tenant field, nested objects partially; theme values are not checked. */
const tenantPatch = tenantSchema
  .omit({ domain_name: true, site: true, maintenance: true, live_chat: true })
  .partial()
  .extend({
    site: siteSchema.partial().strict().optional(),
    maintenance: maintenanceSchema.partial().strict().optional(),
    live_chat: z
      .object({ chat_id: z.string(), image_id: z.string() })
      .partial()
      .strict()
      .optional(),
    theme_code: z.string().optional(),
    theme_color: z.string().optional(),
  })
  .strict()

/** The body of `PATCH /__mock/tenants/{domain_name}`: any tenant field, nested ones partially. */
export type TenantPatch = z.input<typeof tenantPatch>

/** One tenant as `GET /__mock/tenants` lists it. */
export type TenantSummary = Pick<Tenant, 'domain_name' | 'aliases' | 'language' | 'maintenance'> &
  Pick<Site, 'external_id' | 'theme_code' | 'theme_color' | 'site_name' | 'currency'>

/** The answer of `GET /__mock/tenants`. */
export interface TenantsAnswer {
  tenants: TenantSummary[]
}

/** The answer of `PATCH /__mock/tenants/{domain_name}`: the whole tenant as changed. */
export interface TenantPatchAnswer {
  tenant: Tenant
}

/**
 * `GET /__mock/tenants` and `PATCH /__mock/tenants/{domain_name}`. Invalid theme codes and
 * colours are accepted on purpose: the web app is the one that rejects them.
 *
 * @example
 * // curl -X PATCH localhost:4010/__mock/tenants/slot2.localhost -H 'content-type: application/json' \
 * //   -d '{"theme_color":"clover","maintenance":{"is_maintenance":true}}'
 */
export function tenantHandlers(backend: MockBackend) {
  return [
    http.get(control('/tenants'), () =>
      HttpResponse.json<TenantsAnswer>({
        tenants: backend.tables.tenants.all().map((t) => ({
          domain_name: t.domain_name,
          aliases: t.aliases,
          external_id: t.site.external_id,
          theme_code: t.site.theme_code,
          theme_color: t.site.theme_color,
          site_name: t.site.site_name,
          currency: t.site.currency,
          language: t.language,
          maintenance: t.maintenance,
        })),
      }),
    ),
    http.patch<{ domain: string }>(control('/tenants/:domain'), async ({ request, params }) => {
      const tenant = backend.tenantByHost(params.domain)
      if (!tenant) return controlError(404, `No tenant for domain_name "${params.domain}".`)
      const patch = await readControlBody(request, tenantPatch)
      if (patch instanceof Response) return patch
      const { site, maintenance, live_chat, theme_code, theme_color, ...rest } = patch
      const updated = await backend.tables.tenants.update(tenant.domain_name, (draft) => {
        Object.assign(draft, rest)
        Object.assign(
          draft.site,
          site,
          theme_code === undefined ? {} : { theme_code },
          theme_color === undefined ? {} : { theme_color },
        )
        Object.assign(draft.maintenance, maintenance)
        Object.assign(draft.live_chat, live_chat)
      })
      backend.reindexTenants()
      return HttpResponse.json<TenantPatchAnswer>({ tenant: updated! })
    }),
  ]
}
