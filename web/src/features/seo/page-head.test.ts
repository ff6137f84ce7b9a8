import { describe, expect, it } from 'vitest'
import { absoluteUrl, pageHead, type HeadInput, type HeadTag } from './page-head.ts'
import type { SeoRecord } from './seo-head.ts'

const seo: SeoRecord = {
  id: 1,
  page_name: 'home',
  en_item_name: '',
  en_body: '',
  local_item_name: '',
  local_body: '',
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

const home: HeadInput = {
  site: {
    site_name: 'Jade Dragon',
    logo_text: 'Jade Dragon',
    logo1: '/img/logo1.svg',
    logo2: '/img/logo2.svg',
  },
  seo,
  origin: 'https://casino3.example.org',
  path: '/',
  locale: 'en',
  locales: ['en', 'fil', 'zh'],
  pageTitle: null,
  indexable: true,
}

const tag = (tags: HeadTag[], key: string) => {
  const found = tags.find((t) => t.key === key)
  if (!found) return undefined
  return found.element === 'meta'
    ? found.content
    : found.element === 'link'
      ? found.href
      : found.json
}

describe('pageHead', () => {
  const rows: [string, { given: Partial<HeadInput>; key: string; want: unknown }][] = [
    ['home takes the SEO title', { given: {}, key: 'title', want: 'Casino3 - Online Casino' }],
    [
      'another page: its title and the site name',
      {
        given: { path: '/about', pageTitle: 'About us' },
        key: 'title',
        want: 'About us | Jade Dragon',
      },
    ],
    ['no SEO record: the site name', { given: { seo: null }, key: 'title', want: 'Jade Dragon' }],
    [
      'description from meta_desc',
      { given: {}, key: 'description', want: 'Slots, live casino and sportsbook.' },
    ],
    [
      'home canonical from meta_canonical',
      { given: {}, key: 'canonical', want: 'https://casino3.example.org/home' },
    ],
    [
      'another page canonical: its own address',
      {
        given: { path: '/about', pageTitle: 'About us' },
        key: 'canonical',
        want: 'https://casino3.example.org/about',
      },
    ],
    [
      'Chinese canonical under /zh',
      {
        given: { path: '/about', locale: 'zh', pageTitle: '关于我们' },
        key: 'canonical',
        want: 'https://casino3.example.org/zh/about',
      },
    ],
    [
      'Filipino alternate of home',
      { given: {}, key: 'alternate-fil', want: 'https://casino3.example.org/fil' },
    ],
    [
      'x-default is English',
      {
        given: { path: '/slots', pageTitle: 'Slots' },
        key: 'alternate-x-default',
        want: 'https://casino3.example.org/slots',
      },
    ],
    [
      'og:image from meta_image_url',
      { given: {}, key: 'og:image', want: 'https://casino3.example.org/og.png' },
    ],
    [
      'og:image falls back to the logo, made absolute',
      {
        given: { seo: { ...seo, meta_image_url: '' } },
        key: 'og:image',
        want: 'https://casino3.example.org/img/logo1.svg',
      },
    ],
    [
      'a javascript: image is dropped for the logo',
      {
        given: { seo: { ...seo, meta_image_url: 'javascript:alert(1)' } },
        key: 'og:image',
        want: 'https://casino3.example.org/img/logo1.svg',
      },
    ],
    [
      'a javascript: canonical is dropped for the page address',
      {
        given: { seo: { ...seo, meta_canonical: 'javascript:alert(1)' } },
        key: 'canonical',
        want: 'https://casino3.example.org/',
      },
    ],
    [
      'favicon from the small logo',
      { given: {}, key: 'icon', want: 'https://casino3.example.org/img/logo2.svg' },
    ],
    [
      'account pages are kept out of search',
      {
        given: { path: '/account', pageTitle: 'Account', indexable: false },
        key: 'robots',
        want: 'noindex',
      },
    ],
    ['indexable pages say nothing to robots', { given: {}, key: 'robots', want: undefined }],
    [
      'a page kept out of search lists no alternates',
      { given: { indexable: false }, key: 'alternate-en', want: undefined },
    ],
  ]
  it.each(rows)('%s', (_, { given, key, want }) => {
    const head = pageHead({ ...home, ...given })
    expect(key === 'title' ? head.title : tag(head.tags, key)).toEqual(want)
  })

  it('refines the language with meta_lang but never changes it', () => {
    expect(pageHead(home).lang).toBe('en-PH')
    expect(pageHead({ ...home, locale: 'zh' }).lang).toBe('zh')
  })

  it('describes the organisation and the site in JSON-LD', () => {
    const json = tag(pageHead(home).tags, 'json-ld') as {
      '@graph': { '@type': string; name: string }[]
    }
    expect(json['@graph'].map((node) => [node['@type'], node.name])).toEqual([
      ['Organization', 'Jade Dragon'],
      ['WebSite', 'Jade Dragon'],
    ])
  })
})

describe('absoluteUrl', () => {
  const rows: [string, string][] = [
    ['/img/a.svg', 'https://casino3.example.org/img/a.svg'],
    ['https://cdn.example.net/a.png', 'https://cdn.example.net/a.png'],
    ['javascript:alert(1)', ''],
    ['data:image/png;base64,AAAA', ''],
    ['', ''],
  ]
  it.each(rows)('%s', (given, want) => {
    expect(absoluteUrl(given, 'https://casino3.example.org')).toBe(want)
  })
})
