import { beforeEach, describe, expect, it } from 'vitest'
import { applySeo, type SeoRecord } from './seo-head.ts'

const empty: SeoRecord = {
  id: 0,
  page_name: '',
  en_item_name: '',
  en_body: '',
  local_item_name: '',
  local_body: '',
  meta_title: '',
  meta_desc: '',
  meta_keywords: '',
  meta_url: '',
  meta_canonical: '',
  meta_author: '',
  meta_publisher: '',
  meta_lang: '',
  meta_image_url: '',
}

const home: SeoRecord = {
  ...empty,
  id: 1,
  page_name: 'home',
  meta_title: 'Casino3 - Online Casino',
  meta_desc: 'Slots, live casino and sportsbook.',
  meta_keywords: 'slots, casino',
  meta_url: 'https://casino3.example.org/',
  meta_canonical: 'https://casino3.example.org/home',
  meta_author: 'Casino3 Team',
  meta_publisher: 'Casino3 Ltd',
  meta_lang: 'en-PH',
  meta_image_url: 'https://casino3.example.org/og.png',
}

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Playfront">'
  document.title = 'Playfront'
  document.documentElement.lang = 'en'
})

describe('applySeo', () => {
  const rows: [string, { given: SeoRecord; want: () => unknown; expected: unknown }][] = [
    [
      'title from meta_title',
      { given: home, want: () => document.title, expected: 'Casino3 - Online Casino' },
    ],
    [
      'description replaces the default',
      {
        given: home,
        want: () => content('meta[name="description"]'),
        expected: 'Slots, live casino and sportsbook.',
      },
    ],
    [
      'keywords',
      { given: home, want: () => content('meta[name="keywords"]'), expected: 'slots, casino' },
    ],
    [
      'author',
      { given: home, want: () => content('meta[name="author"]'), expected: 'Casino3 Team' },
    ],
    [
      'publisher',
      { given: home, want: () => content('meta[name="publisher"]'), expected: 'Casino3 Ltd' },
    ],
    [
      'canonical link',
      {
        given: home,
        want: () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        expected: 'https://casino3.example.org/home',
      },
    ],
    [
      'Open Graph url',
      {
        given: home,
        want: () => content('meta[property="og:url"]'),
        expected: 'https://casino3.example.org/',
      },
    ],
    [
      'Open Graph image',
      {
        given: home,
        want: () => content('meta[property="og:image"]'),
        expected: 'https://casino3.example.org/og.png',
      },
    ],
    [
      'html lang refined by meta_lang',
      { given: home, want: () => document.documentElement.lang, expected: 'en-PH' },
    ],
    [
      'Open Graph url falls back to canonical',
      {
        given: { ...home, meta_url: '' },
        want: () => content('meta[property="og:url"]'),
        expected: 'https://casino3.example.org/home',
      },
    ],
    [
      'empty record keeps the title',
      { given: empty, want: () => document.title, expected: 'Playfront' },
    ],
    [
      'empty record keeps the description',
      { given: empty, want: () => content('meta[name="description"]'), expected: 'Playfront' },
    ],
    [
      'empty record adds no tags',
      {
        given: empty,
        want: () => document.head.querySelectorAll('meta, link').length,
        expected: 1,
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want, expected }) => {
    applySeo(given)
    expect(want()).toBe(expected)
  })

  it('meta_lang of another language leaves the displayed language', () => {
    document.documentElement.lang = 'zh'
    applySeo(home)
    expect(document.documentElement.lang).toBe('zh')
  })

  it('applying twice keeps one tag of each kind', () => {
    applySeo(home)
    applySeo(home)
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })
})

describe('URLs of the SEO record', () => {
  it('leave out a canonical, og:url and og:image that are not http(s), keeping the rest of the record', () => {
    applySeo({
      ...home,
      meta_canonical: 'javascript:alert(1)',
      meta_url: 'JAVASCRIPT:alert(2)',
      meta_image_url: 'data:image/svg+xml,<svg onload=alert(3)>',
    })
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(content('meta[property="og:url"]')).toBeNull()
    expect(content('meta[property="og:image"]')).toBeNull()
    expect(content('meta[property="og:title"]')).toBe(home.meta_title)
  })
})
