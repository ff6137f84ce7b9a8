import { describe, expect, it } from 'vitest'
import { menuLink, menuLinks } from './menu-links.ts'

const label = (name: string) => `«${name}»`

describe('a menu entry as a link', () => {
  const rows: [string, { given: [string, 'en' | 'zh']; want: ReturnType<typeof menuLink> }][] = [
    ['a page of the site', { given: ['/slots', 'en'], want: { label: '«x»', to: '/slots' } }],
    [
      'under the page’s language',
      { given: ['/slots', 'zh'], want: { label: '«x»', to: '/zh/slots' } },
    ],
    [
      'a path written without its slash',
      { given: ['vip', 'en'], want: { label: '«x»', to: '/vip' } },
    ],
    [
      'another site, as given',
      {
        given: ['https://blog.example/news', 'zh'],
        want: { label: '«x»', to: 'https://blog.example/news', external: true },
      },
    ],
    [
      'an address without a scheme is another site too',
      {
        given: ['//blog.example', 'en'],
        want: { label: '«x»', to: '//blog.example', external: true },
      },
    ],
    ['a script URL is no link', { given: ['javascript:alert(1)', 'en'], want: null }],
  ]
  it.each(rows)('%s', (_, { given: [path, locale], want }) => {
    expect(menuLink({ name: 'x', path }, locale, label)).toEqual(want)
  })
})

describe('a menu’s links', () => {
  const entry = (category: string | null) => ({ name: String(category), path: '/x', category })
  const rows: [string, { given: { category: string | null; hot?: boolean }; want: boolean }][] = [
    [
      'an entry of no category (promotions, an outside link)',
      { given: { category: null }, want: true },
    ],
    [
      'an entry of a category the site does not know',
      { given: { category: 'esports' }, want: true },
    ],
    ['hot games before the hot list is known', { given: { category: 'hot' }, want: true }],
    [
      'hot games when the hot list has games',
      { given: { category: 'hot', hot: true }, want: true },
    ],
    [
      'hot games when the hot list is empty (hasHotGames)',
      { given: { category: 'hot', hot: false }, want: false },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(menuLinks([entry(given.category)], 'en', label, given.hot)).toHaveLength(want ? 1 : 0)
  })
})
