import { describe, expect, it } from 'vitest'
import { defaultGameListSizes, productCategories } from './categories.ts'
import { filterCatalogue } from './filter-catalogue.ts'

const entry = (name: string, category: string | null) => ({ name, category })
const provider = (category: string) => ({ provider_code: 'PP', category, game_count: 10 })

describe('filterCatalogue', () => {
  const rows: [
    string,
    {
      given: { entries: { name: string; category: string | null }[]; providers: string[] }
      want: string[]
    },
  ][] = [
    [
      'an entry whose category has a provider stays',
      { given: { entries: [entry('Slots', 'slots')], providers: ['slots'] }, want: ['Slots'] },
    ],
    [
      'an entry without a provider goes',
      { given: { entries: [entry('Sabong', 'sabong')], providers: ['slots'] }, want: [] },
    ],
    [
      'the hot entry stays without providers',
      { given: { entries: [entry('Hot', 'hot')], providers: [] }, want: ['Hot'] },
    ],
    [
      'an entry without category stays',
      { given: { entries: [entry('Promotions', null)], providers: [] }, want: ['Promotions'] },
    ],
    [
      'an unknown category stays',
      { given: { entries: [entry('Poker', 'poker')], providers: [] }, want: ['Poker'] },
    ],
    [
      'order is kept while filtering a full menu',
      {
        given: {
          entries: [
            entry('Hot', 'hot'),
            entry('Slots', 'slots'),
            entry('Live', 'livecasino'),
            entry('Fish', 'fish'),
            entry('VIP', null),
          ],
          providers: ['fish', 'slots', 'slots'],
        },
        want: ['Hot', 'Slots', 'Fish', 'VIP'],
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    const kept = filterCatalogue(given.entries, given.providers.map(provider))
    expect(kept.map((item) => item.name)).toEqual(want)
  })

  it.each(productCategories.map((category) => [category]))(
    '%s is kept only with a provider',
    (category) => {
      const entries = [entry(category, category)]
      expect(filterCatalogue(entries, [provider(category)])).toHaveLength(1)
      expect(filterCatalogue(entries, [])).toHaveLength(0)
    },
  )
})

describe('catalogue constants', () => {
  it('has the twelve category slugs of the spec', () => {
    expect(productCategories).toEqual([
      'slots',
      'livecasino',
      'hashgame',
      'sportsbook',
      'fish',
      'table',
      'sabong',
      'lottery',
      'horseracing',
      'bingo',
      'arcade',
      'crash',
    ])
  })

  it.each([
    ['hot', 15],
    ['featured', 10],
    ['popular', 6],
    ['new', 6],
  ] as const)('default %s list holds %i games', (list, want) => {
    expect(defaultGameListSizes[list]).toBe(want)
  })
})
