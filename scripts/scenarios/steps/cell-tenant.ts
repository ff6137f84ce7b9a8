import type { TenantSummary } from '@playfront/mock-server/control-client'
import type { Scenario } from '../scenario.ts'

/** The cell's tenant as the mock has it now: its currency, external id, colour (the cell's own, once set). */
export async function cellTenant(s: Scenario): Promise<TenantSummary> {
  const { tenants } = await s.mock.tenants()
  const tenant = tenants.find((t) => t.domain_name === s.domain)
  if (!tenant) throw new Error(`GET /__mock/tenants has no tenant ${s.domain}`)
  return tenant
}
