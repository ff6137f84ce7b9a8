import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { failure, success } from '../envelope.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/** `/api/seo`: the record of a page; a page without one gets -503 and the empty record. */
const seo: ApiRoute<'/api/seo'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const record = context.backend.tables.seo.get(`${tenant.domain_name}|${context.body.page_name}`)
  if (!record)
    return failure(context.path, -503, `No SEO record for page "${context.body.page_name}".`)
  const { domain_name: _domain, ...value } = record
  return success({ value })
}

/** Routes of the `seo` tag. */
export const seoRoutes: ApiRoutes = { '/api/seo': seo }
