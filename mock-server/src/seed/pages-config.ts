import type { Tenant } from '../models/tenant.ts'

/**
 * The news of a tenant: three articles, newest first.
 *
 * @example
 * newsOf(tenant)[0].title // 'New games this week'
 */
export function newsOf(tenant: Tenant) {
  const name = tenant.site.site_name
  const items: [string, string, string][] = [
    ['New games this week', `Five new slots arrive at ${name}.`, '2025-06-01T08:00:00.000Z'],
    [
      'Faster withdrawals',
      'Most withdrawals are now paid within the hour.',
      '2025-05-20T08:00:00.000Z',
    ],
    [
      'Maintenance window',
      'Scheduled maintenance on Sunday 02:00-03:00.',
      '2025-05-01T08:00:00.000Z',
    ],
  ]
  return items.map(([title, summary, published_date], i) => ({
    news_id: i + 1,
    title,
    summary,
    body: `<p>${summary}</p>`,
    image_url: `/__mock/img/news/${i + 1}.svg`,
    published_date,
  }))
}

/**
 * The terms and conditions page of a tenant, in English and the local language.
 *
 * @example
 * termConditionOf(tenant).status // true
 */
export function termConditionOf(tenant: Tenant) {
  const name = tenant.site.site_name
  return {
    en_body: `<h1>Terms and conditions</h1><p>${name} is for players aged 21 or older. One account per player.</p><p>Bonuses must be wagered as each promotion states before they can be withdrawn.</p>`,
    local_body: `<h1>Mga tuntunin at kundisyon</h1><p>Ang ${name} ay para sa mga manlalarong 21 taong gulang pataas.</p>`,
    status: true,
    updated_date: '2025-01-01T00:00:00.000Z',
  }
}
