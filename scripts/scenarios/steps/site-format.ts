import { formatSiteDate } from '../../../web/src/lib/date-locale.ts'
import { formatMoney } from '../../../web/src/lib/money.ts'
import type { Scenario } from '../scenario.ts'
import { cellTenant } from './cell-tenant.ts'

/** Amounts and dates as the cell's tenant writes them: its currency decides both. */
export async function siteFormat(
  s: Scenario,
): Promise<{ money: (amount: number) => string; date: (iso: string) => string }> {
  const tenant = await cellTenant(s)
  return {
    money: (amount) => formatMoney(amount, tenant.currency),
    date: (iso) => formatSiteDate(iso, tenant.currency),
  }
}
