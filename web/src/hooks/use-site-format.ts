import { formatCount, formatMoney } from '../lib/money.ts'
import { formatSiteDate } from '../lib/date-locale.ts'
import { useReadySite } from '../stores/site.ts'

/**
 * Amounts in the tenant's currency, counts grouped the same way, and dates in its date locale,
 * for every screen that shows them.
 */
export function useSiteFormat(): {
  money: (amount: number) => string
  count: (count: number) => string
  date: (iso: string) => string
} {
  const currency = useReadySite()?.site.currency ?? ''
  return {
    money: (amount) => formatMoney(amount, currency),
    count: (count) => formatCount(count),
    date: (iso) => formatSiteDate(iso, currency),
  }
}
