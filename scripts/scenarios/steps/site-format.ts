import { formatSiteDate } from '../../../web/src/lib/date-locale.ts'
import { formatMoney } from '../../../web/src/lib/money.ts'
import type { Scenario } from '../scenario.ts'

/** Amounts and dates as the cell's tenant writes them: its currency decides both. */
export async function siteFormat(
  s: Scenario,
): Promise<{ money: (amount: number) => string; date: (iso: string) => string }> {
  const { tenants } = await s.mock.tenants()
  const tenant = tenants.find((t) => t.domain_name === s.domain)
  if (!tenant) throw new Error(`The mock has no tenant ${s.domain}`)
  return {
    money: (amount) => formatMoney(amount, tenant.currency),
    date: (iso) => formatSiteDate(iso, tenant.currency),
  }
}
