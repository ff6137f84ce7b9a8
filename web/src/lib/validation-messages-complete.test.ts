import { describe, expect, it } from 'vitest'

const files = import.meta.glob<Record<string, unknown>>('../locales/*/{validation,misc}.json', {
  eager: true,
  import: 'default',
})

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) =>
    keys(inner, prefix ? `${prefix}.${key}` : key),
  )
}

describe('validation and misc messages', () => {
  const rows = ['validation', 'misc'].flatMap((name) =>
    ['fil', 'zh'].map(
      (language) => [`${language}/${name}.json has every English key`, { name, language }] as const,
    ),
  )
  it.each(rows)('%s', (_, { name, language }) => {
    const english = keys(files[`../../locales/en/${name}.json`]).sort()
    expect(english.length).toBeGreaterThan(0)
    expect(keys(files[`../../locales/${language}/${name}.json`]).sort()).toEqual(english)
  })
})
