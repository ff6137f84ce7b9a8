import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The completeness test compares languages with each other; this one compares the code with the
// English files, so a key that is missing everywhere, or that another screen turned into an
// object, fails here instead of showing a raw key to players.

const srcDir = join(import.meta.dirname, '..')
const localesDir = import.meta.dirname
const namespaces = ['ui', 'errors', 'messages', 'validation', 'misc']

type Messages = Record<string, unknown>
const english: Record<string, Messages> = Object.fromEntries(
  namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(localesDir, 'en', `${ns}.json`), 'utf8'))]),
)

function lookup(messages: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
    messages,
  )
}

function resolvesToText(key: string, fileNamespaces: string[]): boolean {
  const [ns, bare] = key.includes(':') ? key.split(':', 2) as [string, string] : [undefined, key]
  const candidates = ns ? [ns] : fileNamespaces
  return candidates.some((name) => {
    const messages = english[name]
    if (!messages) return false
    return [bare, `${bare}_one`, `${bare}_other`].some((k) => typeof lookup(messages, k) === 'string')
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'dev' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function namespacesOf(source: string): string[] {
  const declared = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)].flatMap((m) =>
    m[1] ? [...m[1].matchAll(/'([^']+)'/g)].map((n) => n[1]!) : ['ui'],
  )
  return declared.length ? [...new Set(declared)] : ['ui']
}

const literalKeys = (source: string): string[] =>
  [...source.matchAll(/\bt\(\s*'([A-Za-z][\w.:-]*)'/g)].map((m) => m[1]!)

describe('every message key the code uses', () => {
  const rows = sourceFiles(srcDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    const fileNamespaces = namespacesOf(source)
    return literalKeys(source).map((key) => ({ file: relative(srcDir, file), key, fileNamespaces }))
  })

  it('finds keys to check', () => {
    expect(rows.length).toBeGreaterThan(100)
  })

  it.each(rows)('$file: $key resolves to English text', ({ key, fileNamespaces }) => {
    expect(resolvesToText(key, fileNamespaces)).toBe(true)
  })
})
