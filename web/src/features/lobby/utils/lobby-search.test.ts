import { describe, expect, it } from 'vitest'
import { lobbySearchParams, parseLobbySearch } from './lobby-search.ts'

const providers = ['PG', 'PP', 'JILI']

describe('parseLobbySearch', () => {
  const rows: [
    string,
    { given: string; want: { provider: string; keyword: string; page: number } },
  ][] = [
    ['a plain lobby', { given: '', want: { provider: '', keyword: '', page: 1 } }],
    [
      'a provider of the category',
      { given: '?provider=PG', want: { provider: 'PG', keyword: '', page: 1 } },
    ],
    [
      'a provider the category lacks is dropped',
      { given: '?provider=EVO', want: { provider: '', keyword: '', page: 1 } },
    ],
    [
      'a provider with odd characters is dropped',
      { given: '?provider=PG%3Cscript%3E', want: { provider: '', keyword: '', page: 1 } },
    ],
    [
      'a keyword is trimmed',
      { given: '?q=%20koi%20', want: { provider: '', keyword: 'koi', page: 1 } },
    ],
    [
      'an over-long keyword is cut',
      { given: `?q=${'a'.repeat(60)}`, want: { provider: '', keyword: 'a'.repeat(40), page: 1 } },
    ],
    ['a page number', { given: '?page=3', want: { provider: '', keyword: '', page: 3 } }],
    ['page zero is the first', { given: '?page=0', want: { provider: '', keyword: '', page: 1 } }],
    [
      'a negative page is the first',
      { given: '?page=-2', want: { provider: '', keyword: '', page: 1 } },
    ],
    [
      'a fractional page is the first',
      { given: '?page=2.5', want: { provider: '', keyword: '', page: 1 } },
    ],
    [
      'a word for a page is the first',
      { given: '?page=two', want: { provider: '', keyword: '', page: 1 } },
    ],
    [
      'everything at once',
      {
        given: '?provider=JILI&q=fish&page=2',
        want: { provider: 'JILI', keyword: 'fish', page: 2 },
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(parseLobbySearch(new URLSearchParams(given), providers)).toEqual(want)
  })
})

describe('lobbySearchParams', () => {
  it.each([
    ['defaults leave the address plain', { provider: '', keyword: '', page: 1 }, ''],
    [
      'filters and page are kept',
      { provider: 'PG', keyword: ' koi ', page: 2 },
      'provider=PG&q=koi&page=2',
    ],
  ] as const)('%s', (_, given, want) => {
    expect(lobbySearchParams(given).toString()).toBe(want)
  })

  it('reads back what it writes', () => {
    const search = { provider: 'PP', keyword: 'gates', page: 4 }
    expect(parseLobbySearch(lobbySearchParams(search), providers)).toEqual(search)
  })
})
