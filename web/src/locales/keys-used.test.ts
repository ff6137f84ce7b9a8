import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageOptionFilesValues } from '@playfront/contract/schema'
import { englishUi } from '../testing/english-i18n.ts'

// The completeness test compares languages with each other; this one compares the code with the
// English files, so a key that is missing everywhere, or that another screen turned into an
// object, fails here instead of showing a raw key to players.

const srcDir = join(import.meta.dirname, '..')
const localesDir = import.meta.dirname
const namespaces = languageOptionFilesValues

type Messages = Record<string, unknown>
const readEnglish = (file: string): Messages =>
  JSON.parse(readFileSync(join(localesDir, 'en', `${file}.json`), 'utf8'))
const english: Record<string, Messages> = Object.fromEntries(
  namespaces.map((ns) => [ns, readEnglish(ns)]),
)
const shellUi = readEnglish('ui')
// Both files of the ui namespace, merged as the app merges them once a screen loaded.
english.ui = englishUi

function lookup(messages: Messages, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
      messages,
    )
}

const isText = (messages: Messages, key: string) =>
  [key, `${key}_one`, `${key}_other`].some((k) => typeof lookup(messages, k) === 'string')

const splitKey = (key: string): [string | undefined, string] =>
  key.includes(':') ? (key.split(':', 2) as [string, string]) : [undefined, key]

function resolvesToText(key: string, fileNamespaces: string[]): boolean {
  const [ns, bare] = splitKey(key)
  return (ns ? [ns] : fileNamespaces).some(
    (name) => english[name] !== undefined && isText(english[name], bare),
  )
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

// The files that can render before any screen's messages have loaded: everything main.tsx
// reaches, statically or lazily, except the pages other than home.
function shellFiles(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${srcDir}/dev/`)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, spec] of source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), spec!)
      if (!/\.tsx?$/.test(target) || !existsSync(target)) continue
      if (
        file.endsWith('route-table.ts') &&
        target.includes('/pages/') &&
        !target.endsWith('home-page.tsx')
      )
        continue
      visit(target)
    }
  }
  visit(join(srcDir, 'main.tsx'))
  return [...seen]
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

describe('the shell and the home page', () => {
  const files = shellFiles()
  const rows = files.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    const usesUi = namespacesOf(source)[0] === 'ui'
    return literalKeys(source)
      .filter((key) => (splitKey(key)[0] ?? (usesUi ? 'ui' : undefined)) === 'ui')
      .map((key) => ({ file: relative(srcDir, file), key: splitKey(key)[1] }))
  })

  it('reach the layouts, the home page and the login modal', () => {
    const names = files.map((file) => relative(srcDir, file))
    expect(names).toEqual(
      expect.arrayContaining([
        'app/pages/home-page.tsx',
        'features/auth/components/login-modal.tsx',
        'app/account-area.tsx',
      ]),
    )
    expect(names).not.toContain('app/pages/deposit-page.tsx')
  })

  it.each(rows)('$file: $key is in ui.json, which loads with the shell', ({ key }) => {
    expect(isText(shellUi, key)).toBe(true)
  })
})
