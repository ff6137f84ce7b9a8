import { describe, expect, it } from 'vitest'
import { flagUrl, languageChoices } from './language-code.ts'

const option = (code: string, name: string, icon = `${code.toLowerCase()}.svg`) =>
  ({ code, name, icon, files: [] }) as Parameters<typeof languageChoices>[0][number]

describe("the switcher's languages", () => {
  const rows: [
    string,
    { given: Parameters<typeof languageChoices>[0]; want: ReturnType<typeof languageChoices> },
  ][] = [
    [
      'the tenant’s entries, in its order, by its names',
      {
        given: [option('CN', '中文'), option('EN', 'English'), option('PHP', 'Filipino')],
        want: [
          { key: 'zh', name: '中文', icon: 'cn.svg', locale: 'zh', lang: 'zh' },
          { key: 'en', name: 'English', icon: 'en.svg', locale: 'en', lang: 'en' },
          { key: 'fil', name: 'Filipino', icon: 'php.svg', locale: 'fil', lang: 'fil' },
        ],
      },
    ],
    [
      'MMK, MNT and IDR read English, each under its own name and tag',
      {
        given: [
          option('EN', 'English'),
          option('MMK', 'မြန်မာ', 'mm.svg'),
          option('IDR', 'Bahasa Indonesia', 'id.svg'),
          option('MNT', 'Монгол', 'mn.svg'),
        ],
        want: [
          { key: 'en', name: 'English', icon: 'en.svg', locale: 'en', lang: 'en' },
          { key: 'mmk', name: 'မြန်မာ', icon: 'mm.svg', locale: 'en', lang: 'my' },
          { key: 'idr', name: 'Bahasa Indonesia', icon: 'id.svg', locale: 'en', lang: 'id' },
          { key: 'mnt', name: 'Монгол', icon: 'mn.svg', locale: 'en', lang: 'mn' },
        ],
      },
    ],
    [
      'an entry listed twice is shown once, where it came first',
      {
        given: [option('EN', 'English'), option('en', 'English again')],
        want: [{ key: 'en', name: 'English', icon: 'en.svg', locale: 'en', lang: 'en' }],
      },
    ],
    [
      'a tenant that lists none gets the site’s three, named by the site',
      {
        given: [],
        want: [
          { key: 'en', locale: 'en', lang: 'en' },
          { key: 'fil', locale: 'fil', lang: 'fil' },
          { key: 'zh', locale: 'zh', lang: 'zh' },
        ],
      },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    expect(languageChoices(given)).toEqual(want)
  })

  it.each([
    ['a file name is one of the site’s flags', 'mm.svg', '/flags/mm.svg'],
    [
      'a URL is used as given',
      'https://cdn.example/flags/mm.png',
      'https://cdn.example/flags/mm.png',
    ],
    ['a script URL is dropped', 'javascript:alert(1)', undefined],
    ['no icon, no flag', '', undefined],
  ])('%s', (_, given, want) => {
    expect(flagUrl(given)).toBe(want)
  })
})
