import type { Tenant } from '../../models/tenant.ts'
import type { ApiContext, ApiPath, ResponseBodyOf } from '../api-types.ts'
import { refuse } from '../envelope.ts'

type TenantBody = { domain_name: string; external_id?: string }

/**
 * The tenant a tenant call is about, or the failure body when the domain is unknown or the
 * external_id is not that tenant's.
 *
 * @example
 * const tenant = tenantOf(context)
 * if ('statusCode' in tenant) return tenant
 */
export function tenantOf<P extends ApiPath>(context: ApiContext<P>): Tenant | ResponseBodyOf<P> {
  const { domain_name, external_id } = context.body as TenantBody
  const tenant = context.backend.tenantByHost(domain_name)
  if (!tenant)
    return refuse(
      context.path,
      `Unknown domain_name "${domain_name}": no tenant is configured for this host.`,
    )
  if (external_id !== undefined && external_id !== tenant.site.external_id) {
    return refuse(
      context.path,
      `external_id "${external_id}" does not belong to domain_name "${domain_name}".`,
    )
  }
  return tenant
}

/** True when `value` is a failure body rather than a tenant. */
export const isFailure = (value: object): value is { statusCode: number } => 'statusCode' in value
