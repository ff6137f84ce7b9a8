import { readFileSync } from 'node:fs'
import type { Locale } from './matrix.ts'

const localesDir = new URL('../../web/src/locales/', import.meta.url)
const cache = new Map<string, Record<string, unknown>>()

function messageFile(locale: Locale, file: string): Record<string, unknown> {
  const key = `${locale}/${file}`
  if (!cache.has(key))
    cache.set(key, JSON.parse(readFileSync(new URL(`${key}.json`, localesDir), 'utf8')))
  return cache.get(key)!
}

/**
 * A string the site shows, read from web/src/locales at run time so that flows follow the
 * translators, never a copy. Keys are `file:dotted.path`; `{{name}}` placeholders are filled.
 *
 * @example message('zh', 'errors:pageNotFound', { path: '/nope' })
 */
export function message(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const [file, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['ui', key]
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      messageFile(locale, file),
    )
  if (typeof found !== 'string')
    throw new Error(`No message '${key}' in web/src/locales/${locale}/${file}.json`)
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole)
}
