import { describe, expect, it } from 'vitest'
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

  // The twelve category slugs of the spec, written out: a slug the app stopped knowing would be
  // kept with no provider at all, and its row here would fail.
  it.each([
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
  ])('%s is kept only with a provider', (category) => {
    const entries = [entry(category, category)]
    expect(filterCatalogue(entries, [provider(category)])).toHaveLength(1)
    expect(filterCatalogue(entries, [])).toHaveLength(0)
  })
})
