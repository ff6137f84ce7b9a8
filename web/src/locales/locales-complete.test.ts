import { describe, expect, it } from 'vitest'
import { languageOptionFilesValues } from '@playfront/contract/schema'
import { locales } from '../lib/locales.ts'

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
})
const languages = locales
// ui-screens.json is the part of the ui namespace that loads with the screens (see app/i18n.ts).
const namespaces = [...languageOptionFilesValues, 'ui-screens']

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  )
}

describe('message files', () => {
  it('are kept for exactly the languages the site lists (lib/locales.ts)', () => {
    const folders = new Set(Object.keys(files).map((file) => file.split('/')[1]))
    expect([...folders].sort()).toEqual([...locales].sort())
  })

  it.each(languages)('%s: ui and ui-screens never define the same key', (language) => {
    // They may share a group (a page's title in ui, its intro in ui-screens), never a message:
    // the screens' file is merged into ui deeply (app/i18n.ts).
    const shell = keys(files[`./${language}/ui.json`])
    const screens = new Set(keys(files[`./${language}/ui-screens.json`]))
    expect(shell.filter((key) => screens.has(key))).toEqual([])
  })

  it.each(namespaces)('%s exists in every language', (namespace) => {
    for (const language of languages)
      expect(files[`./${language}/${namespace}.json`], `${language}/${namespace}`).toBeDefined()
  })

  it.each(namespaces.flatMap((ns) => languages.filter((l) => l !== 'en').map((l) => [ns, l])))(
    '%s of %s has every English key and no extra',
    (namespace, language) => {
      const english = keys(files[`./en/${namespace}.json`]).sort()
      const other = keys(files[`./${language}/${namespace}.json`]).sort()
      expect(other).toEqual(english)
    },
  )

  it.each(languages.flatMap((l) => namespaces.map((ns) => [l, ns])))(
    '%s/%s has no empty message',
    (language, namespace) => {
      const empty = Object.entries(flat(files[`./${language}/${namespace}.json`])).filter(
        ([, v]) => typeof v !== 'string' || !v.trim(),
      )
      expect(empty).toEqual([])
    },
  )
})

function flat(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object') return { [prefix]: value }
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k)),
  )
}
