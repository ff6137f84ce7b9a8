import { productCategoryValues } from '@playfront/contract/schema'
import type { LanguageOption, ProductCategory } from '@playfront/contract/types'
import type { Tenant } from '../models/tenant.ts'
import { themeCodes, themeColors, type ThemeCode } from '@playfront/contract/themes'
import { seededFaker } from './seeded-faker.ts'

/** The five currencies of the seeded tenants; the default tenant uses PHP. */
export const currencies = ['PHP', 'CN', 'MMK', 'MNT', 'IDR'] as const

const siteNames: Record<ThemeCode, string> = {
  casino1: 'Golden Palace',
  casino2: 'Midnight Club',
  casino3: 'Jade Dragon',
  casino4: 'Neon Vegas',
  casino5: 'Royal Crown',
  casino6: 'Ocean Pearl',
  casino7: 'Aurora Casino',
  slot1: 'Fruit Frenzy',
  slot2: 'Jackpot Street',
  slot3: 'Candy Reels',
  slot4: 'Pharaoh Spins',
  slot5: 'Viking Slots',
  slot6: 'Jungle Jackpot',
  slot7: 'Galaxy Spins',
  sportsbook1: 'Arena Sports',
}

function languagesFor(currency: string, index: number): string[] {
  const base: LanguageOption['code'][] = ['EN', 'PHP', 'CN']
  return ['MMK', 'MNT', 'IDR'].includes(currency) || index % 4 === 0
    ? [...base, currency === 'PHP' || currency === 'CN' ? 'IDR' : currency]
    : base
}

// Every tenant keeps these; the others are dropped at random per tenant.
const coreCategories: ProductCategory[] = ['slots', 'sportsbook', 'livecasino']

function buildTenant(domain: string, code: ThemeCode, index: number, aliases: string[]): Tenant {
  const faker = seededFaker(100 + index)
  const currency = currencies[index % currencies.length] ?? 'PHP'
  const colour = themeColors[code][index % 5] ?? themeColors[code][0]
  const siteName = domain === 'localhost' ? 'Demo Casino' : siteNames[code]
  const dropped: string[] =
    index === 0
      ? []
      : faker.helpers.arrayElements(
          productCategoryValues.filter((c) => !coreCategories.includes(c)),
          index % 4,
        )
  const externalId = `T-${(domain === 'localhost' ? 'default' : code).toUpperCase()}`
  return {
    domain_name: domain,
    aliases,
    site: {
      site_name: siteName,
      currency,
      theme_code: code,
      theme_color: colour,
      logo1: `/__mock/img/logo/${domain}/1.svg`,
      logo2: `/__mock/img/logo/${domain}/2.svg`,
      logo3: `/__mock/img/logo/${domain}/3.svg`,
      status: 'ACTIVE',
      expired_date: '2030-12-31T23:59:59.000Z',
      logo_text: siteName,
      external_id: externalId,
      android_sub: `https://download.${domain}/android.apk`,
      ios_sub: `https://download.${domain}/ios`,
    },
    language: languagesFor(currency, index),
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    categories: productCategoryValues.filter((c) => !dropped.includes(c)),
    aff_domain: `aff.${domain}`,
    show_preloader: index % 3 !== 2,
    show_bf_ann_modal: index % 2 === 0,
    show_app_download: index % 4 !== 3,
    show_download_bar: index % 2 === 1,
    live_chat: {
      chat_id: `${10_000_000 + faker.number.int({ min: 0, max: 8_999_999 })}`,
      image_id: `/__mock/img/chat/${code}.svg`,
    },
    message: 'OK',
    // The Philippine rule (21) everywhere, but a few markets that allow 18 show that it is per tenant.
    min_age: currency === 'PHP' || currency === 'CN' ? 21 : 18,
  }
}

/**
 * The seeded tenants: `localhost` (alias `127.0.0.1`) first, then one per theme code at
 * `<code>.localhost`.
 *
 * @example
 * seedTenants().map((t) => t.domain_name) // ['localhost', 'casino1.localhost', …]
 */
export function seedTenants(): Tenant[] {
  return [
    buildTenant('localhost', 'casino1', 0, ['127.0.0.1']),
    ...themeCodes.map((code, i) => buildTenant(`${code}.localhost`, code, i + 1, [])),
  ]
}
