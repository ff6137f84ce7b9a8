import { describe, expect, it } from 'vitest'
import { productCategoryValues } from '@playfront/contract/schema'
import { cmsPageNames } from '../models/cms.ts'
import { themeCodes, themeColors } from '@playfront/contract/themes'
import { buildSeedState, seedState } from './seed.ts'

describe('the seed', () => {
  it('is the same on every build', async () => {
    expect(JSON.stringify(await buildSeedState())).toBe(JSON.stringify(await buildSeedState()))
  })

  it('has one tenant per theme code plus localhost, with valid themes and mixed currencies', async () => {
    const { tenants } = await seedState()
    expect(tenants.map((t) => t.domain_name)).toEqual([
      'localhost',
      ...themeCodes.map((c) => `${c}.localhost`),
    ])
    expect(tenants[0]!.aliases).toContain('127.0.0.1')
    for (const t of tenants) {
      expect(themeColors[t.site.theme_code as keyof typeof themeColors]).toContain(
        t.site.theme_color,
      )
      expect(t.language.slice(0, 3)).toEqual(['EN', 'PHP', 'CN'])
    }
    expect(new Set(tenants.map((t) => t.site.currency))).toEqual(
      new Set(['PHP', 'CN', 'MMK', 'MNT', 'IDR']),
    )
  })

  it('gives every tenant a demo player with money, favourites and a claimable reward, its CMS pages and a home SEO record', async () => {
    const state = await seedState()
    for (const t of state.tenants) {
      const demo = state.players.find(
        (p) => p.domain_name === t.domain_name && p.account_id === 'demo',
      )!
      expect(demo.game_balance_minor).toBeGreaterThan(0)
      expect(demo.favourites.length).toBeGreaterThan(0)
      expect(
        state.inbox.some(
          (i) =>
            i.domain_name === t.domain_name &&
            !i.is_claimed &&
            i.reward_balance_minor + i.reward_tokens > 0,
        ),
      ).toBe(true)
      expect(state.cms.filter((c) => c.domain_name === t.domain_name).map((c) => c.page)).toEqual([
        ...cmsPageNames,
      ])
      expect(state.seo.some((s) => s.domain_name === t.domain_name && s.page_name === 'home')).toBe(
        true,
      )
    }
  })

  it('has providers and games in all twelve categories', async () => {
    const { providers, games } = await seedState()
    for (const category of productCategoryValues) {
      expect(providers.some((p) => p.category === category)).toBe(true)
      expect(games.some((g) => g.game_type === category)).toBe(true)
    }
  })
})

describe('theme list', () => {
  it('has fifteen codes with five distinct colour names each, 75 names in all', () => {
    expect(themeCodes).toHaveLength(15)
    const all = Object.values(themeColors).flat()
    expect(all).toHaveLength(75)
    expect(new Set(all).size).toBe(75)
  })
})
