import { beforeAll, describe, expect, it } from 'vitest'
import type { Game } from '../../models/catalogue.ts'
import { createInProcessMock, type InProcessMock } from '../../testing/in-process.ts'

// The catalogue calls read the games and providers collections with @msw/data queries; each
// answer must be what the stored games say, filtered and in rank order.
type GameAnswer = { game_code: string; game_type: string; provider_code: string }

let mock: InProcessMock
let games: Game[]
beforeAll(async () => {
  mock = await createInProcessMock()
  games = mock.backend.tables.games.all()
})

const tenantOf = (domain: string) => mock.backend.tenantByHost(domain)!
const byRank = (list: Game[]) => [...list].sort((a, b) => a.rank - b.rank).map((g) => g.game_code)
const codes = (answer: unknown) => (answer as { value: GameAnswer[] }).value.map((g) => g.game_code)

describe('the catalogue answers what the stored games say', () => {
  it.each([
    ['localhost', ''],
    ['localhost', 'crash'],
    ['casino3.localhost', ''],
    ['casino3.localhost', 'slots'],
  ])(
    'hot games of %s, type "%s": the hot ones of its categories, in rank order',
    async (domain, type) => {
      const tenant = tenantOf(domain)
      const answer = await mock.call('/api/product/get_hot_games', {
        domain_name: domain,
        external_id: tenant.site.external_id,
        game_type: type,
      })
      const want = games.filter(
        (g) =>
          g.is_hot &&
          tenant.categories.includes(g.game_type) &&
          (type === '' || g.game_type === type),
      )
      expect(want.length).toBeGreaterThan(0)
      expect(codes(answer)).toEqual(byRank(want))
    },
  )

  // Built from the stored games, so that each filter matches some and not all.
  const slots = () => games.find((g) => g.game_type === 'slots')!
  const word = () => slots().game_name.split(' ')[0]!
  it.each([
    ['by category', () => ({ game_type: 'slots' }), (g: Game) => g.game_type === 'slots'],
    [
      'by category and provider',
      () => ({ game_type: 'slots', provider_code: slots().provider_code }),
      (g: Game) => g.game_type === 'slots' && g.provider_code === slots().provider_code,
    ],
    [
      'by a word of the name, in capitals',
      () => ({ game_type: '', keyword: word().toUpperCase() }),
      (g: Game) => g.game_name.toLowerCase().includes(word().toLowerCase()),
    ],
  ] as const)('games %s: a page of the matching ones, in rank order', async (_, query, wanted) => {
    const tenant = tenantOf('localhost')
    const answer = await mock.call('/api/product/games', {
      domain_name: 'localhost',
      external_id: tenant.site.external_id,
      page: 1,
      page_size: 100,
      ...query(),
    })
    const want = games.filter((g) => tenant.categories.includes(g.game_type) && wanted(g))
    expect(want.length).toBeGreaterThan(0)
    expect(want.length).toBeLessThan(games.length)
    expect(codes(answer)).toEqual(byRank(want))
    expect((answer as { total: number }).total).toBe(want.length)
  })

  it("startup counts each provider's games, for the providers of the tenant's categories", async () => {
    const tenant = tenantOf('casino3.localhost')
    const answer = (await mock.call('/api/startup', { domain_name: 'casino3.localhost' })) as {
      provider_count: { provider_code: string; category: string; game_count: number }[]
    }
    const providers = mock.backend.tables.providers
      .all()
      .filter((p) => tenant.categories.includes(p.category))
    expect(answer.provider_count.map((p) => p.provider_code)).toEqual(
      providers.map((p) => p.provider_code),
    )
    for (const p of answer.provider_count)
      expect(p.game_count).toBe(games.filter((g) => g.provider_code === p.provider_code).length)
  })
})
