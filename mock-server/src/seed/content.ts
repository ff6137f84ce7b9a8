import { categorySlugs } from '../models/catalogue.ts'
import { cmsPageNames, type CmsPage } from '../models/cms.ts'
import type { Menu } from '../models/menu.ts'
import type { SeoRecord } from '../models/seo.ts'
import type { AnalyticsScript, SocialAccount, Stats } from '../models/site-extras.ts'
import type { Tenant } from '../models/tenant.ts'
import { cmsBodies } from './cms-texts.ts'
import { seededFaker } from './seeded-faker.ts'

const categoryLabels: Record<string, string> = {
  slots: 'Slots', livecasino: 'Live Casino', hashgame: 'Hash Game', sportsbook: 'Sports', fish: 'Fishing',
  table: 'Table Games', sabong: 'Sabong', lottery: 'Lottery', horseracing: 'Horse Racing', bingo: 'Bingo',
  arcade: 'Arcade', crash: 'Crash',
}

/**
 * A tenant's menu (entries with children carrying content_id) and game menu. Every category
 * is listed; the web app drops entries whose category has no provider (spec section 5).
 *
 * @example
 * seedMenu(tenant).game_menu[0].category // 'hot'
 */
export function seedMenu(tenant: Tenant): Menu {
  const games = ['hot', ...categorySlugs]
  return {
    domain_name: tenant.domain_name,
    menu: [
      { id: 1, name: 'Games', category: 'games', url: '/', children: categorySlugs.map((c, i) => ({ content_id: 101 + i, name: categoryLabels[c] ?? c, category: c, url: `/${c}` })) },
      { id: 2, name: 'Promotions', category: 'promotions', url: '/promotions', children: [{ content_id: 201, name: 'VIP', category: 'vip', url: '/vip' }, { content_id: 202, name: 'Referral', category: 'referral', url: '/referral' }] },
      { id: 3, name: 'Help', category: 'help', url: '/faqs', children: cmsPageNames.map((page, i) => ({ content_id: 301 + i, name: page, category: 'cms', url: `/${page.replace(/_/g, '-')}` })) },
    ],
    game_menu: games.map((c, i) => ({ id: i + 1, name: c === 'hot' ? 'Hot' : (categoryLabels[c] ?? c), category: c, icon: c })),
  }
}

/** The five CMS pages of a tenant, English and local. */
export function seedCms(tenant: Tenant): CmsPage[] {
  return cmsPageNames.map((page) => ({
    domain_name: tenant.domain_name,
    page,
    ...cmsBodies(page, tenant.site.currency, tenant.site.site_name),
    status: 1,
  }))
}

/** The SEO record for page `home`. */
export function seedSeo(tenant: Tenant, id: number): SeoRecord {
  const name = tenant.site.site_name
  return {
    domain_name: tenant.domain_name, id, page_name: 'home',
    en_item_name: `${name} home`, en_body: `<p>Welcome to ${name}.</p>`,
    local_item_name: `${name}`, local_body: `<p>${name}</p>`,
    meta_title: `${name} | Slots, Live Casino and Sports`,
    meta_desc: `Play slots, live casino, sports and more at ${name}.`,
    meta_keywords: 'slots, casino, sportsbook, lottery',
    meta_url: `http://${tenant.domain_name}/`, meta_canonical: `http://${tenant.domain_name}/`,
    meta_author: name, meta_publisher: name, meta_lang: 'en',
    meta_image_url: `/__mock/img/logo/${tenant.domain_name}/1.svg`,
  }
}

const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`

/** The statistics shown by the winners and withdrawals widgets. */
export function seedStats(tenant: Tenant, index: number): Stats {
  const faker = seededFaker(300 + index)
  const people = () => mask(faker.internet.username().toLowerCase())
  return {
    domain_name: tenant.domain_name,
    withrawal: Array.from({ length: 10 }, () => ({ account_id: people(), amount: faker.number.int({ min: 500, max: 90_000 }) })),
    winner: Array.from({ length: 10 }, () => ({ account_id: people(), amount: faker.number.int({ min: 1_000, max: 500_000 }), game_name: `${faker.word.adjective()} ${faker.word.noun()}` })),
    hour_withdrawal: faker.number.int({ min: 20, max: 400 }),
    registered_player: faker.number.int({ min: 10_000, max: 90_000 }),
    active_player: faker.number.int({ min: 1_000, max: 9_000 }),
    deposited_player: faker.number.int({ min: 2_000, max: 20_000 }),
  }
}

/** Two harmless analytics snippets, one for HEAD and one for BODY. */
export function seedAnalytics(tenant: Tenant, firstId: number): AnalyticsScript[] {
  return [
    { id: firstId, domain_name: tenant.domain_name, section: 'HEAD', script: `window.playfrontAnalytics = { site: ${JSON.stringify(tenant.domain_name)}, events: [] };` },
    { id: firstId + 1, domain_name: tenant.domain_name, section: 'BODY', script: "window.playfrontAnalytics && window.playfrontAnalytics.events.push('page_view');" },
  ]
}

/** Social account links (fictional hosts). */
export function seedSocial(tenant: Tenant, firstId: number): SocialAccount[] {
  return ['facebook', 'telegram', 'instagram'].map((name, i) => ({
    id: firstId + i, domain_name: tenant.domain_name, name, icon: name,
    url: `https://${name}.example/${tenant.domain_name.split('.')[0]}`,
  }))
}
