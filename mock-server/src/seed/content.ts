import { productCategoryValues } from '@playfront/contract/schema'
import { cmsPageNames, type CmsPage } from '../models/cms.ts'
import type { Menu } from '../models/menu.ts'
import type { SeoRecord } from '../models/seo.ts'
import type { AnalyticsScript, SocialAccount, Stats } from '../models/site-extras.ts'
import type { Tenant } from '../models/tenant.ts'
import { cmsBodies } from './cms-texts.ts'
import { seededFaker } from './seeded-faker.ts'

/** Routes of spec section 2 for each category slug (the rest use the slug itself). */
const categoryPaths: Record<string, string> = {
  livecasino: 'casino',
  hashgame: 'hash-game',
  sportsbook: 'sports',
  fish: 'fishing',
  table: 'poker',
  horseracing: 'horse-racing',
}

const cmsPaths: Record<string, string> = {
  about_us: 'about',
  privacy_policy: 'privacy-policy',
  banking: 'banking',
  faqs: 'faqs',
  responsible_gaming: 'responsible-gaming',
}

/**
 * A tenant's menu (entries with children carrying content_id) and game menu. Every category
 * is listed; the web app drops entries whose category has no provider (spec section 5).
 * Names are translation keys.
 *
 * @example
 * seedMenu(tenant).game_menu[0].category // 'hot'
 */
export function seedMenu(tenant: Tenant): Menu {
  const icon = (name: string) => `/__mock/img/icon/${name}.svg`
  const path = (category: string) => `/${categoryPaths[category] ?? category}`
  return {
    domain_name: tenant.domain_name,
    menu: [
      {
        content_id: 1,
        name: 'menu.hot',
        path: '/hot',
        category: 'hot',
        icon: icon('hot'),
        children: [],
      },
      ...productCategoryValues.map((c, i) => ({
        content_id: 2 + i,
        name: `menu.${c}`,
        path: path(c),
        category: c,
        icon: icon(c),
        children: [],
      })),
      {
        content_id: 20,
        name: 'menu.promotions',
        path: '/promotions',
        category: null,
        icon: icon('promotions'),
        children: [
          { content_id: 21, name: 'menu.vip', path: '/vip', category: null },
          { content_id: 22, name: 'menu.referral', path: '/referral', category: null },
          { content_id: 23, name: 'menu.mission', path: '/mission', category: null },
        ],
      },
      {
        content_id: 30,
        name: 'menu.help',
        path: '/faqs',
        category: null,
        icon: icon('help'),
        children: cmsPageNames.map((page, i) => ({
          content_id: 31 + i,
          name: `menu.${page}`,
          path: `/${cmsPaths[page]}`,
          category: null,
        })),
      },
    ],
    game_menu: ['hot', ...productCategoryValues].map((c, i) => ({
      content_id: 101 + i,
      name: `menu.${c}`,
      category: c,
      path: c === 'hot' ? '/hot' : path(c),
      icon: icon(c),
    })),
  }
}

/** The five CMS pages of a tenant, English and local. */
export function seedCms(tenant: Tenant): CmsPage[] {
  return cmsPageNames.map((page) => ({
    domain_name: tenant.domain_name,
    page,
    ...cmsBodies(page, tenant.site.currency, tenant.site.site_name),
    status: true,
  }))
}

/** The SEO record for page `home`. */
export function seedSeo(tenant: Tenant, id: number): SeoRecord {
  const name = tenant.site.site_name
  return {
    domain_name: tenant.domain_name,
    id,
    page_name: 'home',
    en_item_name: `${name} home`,
    en_body: `<p>Welcome to ${name}.</p>`,
    local_item_name: `${name}`,
    local_body: `<p>${name}</p>`,
    meta_title: `${name} | Slots, Live Casino and Sports`,
    meta_desc: `Play slots, live casino, sports and more at ${name}.`,
    meta_keywords: 'slots, casino, sportsbook, lottery',
    meta_url: `http://${tenant.domain_name}/`,
    meta_canonical: `http://${tenant.domain_name}/`,
    meta_author: name,
    meta_publisher: name,
    meta_lang: 'en',
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
    withrawal: Array.from({ length: 10 }, () => ({
      account_id: people(),
      amount: faker.number.int({ min: 500, max: 90_000 }),
      created_date: faker.date.recent({ days: 2 }).toISOString(),
    })),
    winner: Array.from({ length: 10 }, () => ({
      account_id: people(),
      game_name: `${faker.word.adjective()} ${faker.word.noun()}`,
      amount: faker.number.int({ min: 1_000, max: 500_000 }),
      created_date: faker.date.recent({ days: 7 }).toISOString(),
    })),
    hour_withdrawal: faker.number.int({ min: 20, max: 400 }),
    registered_player: faker.number.int({ min: 10_000, max: 90_000 }),
    active_player: faker.number.int({ min: 1_000, max: 9_000 }),
    deposited_player: faker.number.int({ min: 2_000, max: 20_000 }),
  }
}

/** Two harmless analytics snippets, one for HEAD and one for BODY. */
export function seedAnalytics(tenant: Tenant, firstId: number): AnalyticsScript[] {
  return [
    {
      id: firstId,
      domain_name: tenant.domain_name,
      section: 'HEAD',
      script: `<script>window.playfrontAnalytics = { site: ${JSON.stringify(tenant.domain_name)}, events: [] };</script>`,
    },
    {
      id: firstId + 1,
      domain_name: tenant.domain_name,
      section: 'BODY',
      script:
        "<script>window.playfrontAnalytics && window.playfrontAnalytics.events.push('page_view');</script>",
    },
  ]
}

/** Social account links (fictional hosts). */
export function seedSocial(tenant: Tenant, firstId: number): SocialAccount[] {
  return ['facebook', 'telegram', 'instagram'].map((platform, i) => ({
    id: firstId + i,
    domain_name: tenant.domain_name,
    platform,
    icon: `/__mock/img/social/${platform}.svg`,
    url: `https://${platform}.example/${tenant.domain_name.split('.')[0]}`,
  }))
}
