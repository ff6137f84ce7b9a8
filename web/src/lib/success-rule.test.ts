import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isSuccess } from '@playfront/contract/success'
import { outcomeOf } from './outcome.ts'

// Spec section 4: "statusCode 1 or message OK is success". One predicate says it, the contract's
// `isSuccess`; a call site that compares statusCode with 1 itself would treat an OK answer with
// another code as a failure, and show an error where the backend said yes.

const web = join(import.meta.dirname, '../..')
const folders = ['src', 'server', 'vite', 'scripts']
// Inlined into index.html with toString(), so it can import nothing.
const exempt = new Set(['vite/early-start.ts'])
const ownComparison = /\bstatusCode\s*[!=]==?\s*1\b|\b1\s*[!=]==?\s*[\w?.]*statusCode\b/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('what counts as a success', () => {
  it('is decided by the contract’s isSuccess alone: no file of web/ compares statusCode with 1', () => {
    const offending = folders
      .flatMap((folder) => sourceFiles(join(web, folder)))
      .map((path) => relative(web, path))
      .filter((path) => !exempt.has(path))
      .flatMap((path) =>
        readFileSync(join(web, path), 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
          .filter(({ line }) => ownComparison.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      )
    expect(offending).toEqual([])
  })

  const rows: [string, { given: { statusCode: number; statusMessage?: string }; want: boolean }][] =
    [
      ['statusCode 1', { given: { statusCode: 1 }, want: true }],
      [
        'statusMessage OK with another code',
        { given: { statusCode: 0, statusMessage: 'OK' }, want: true },
      ],
      [
        'a failure',
        { given: { statusCode: -500, statusMessage: 'internalServerError' }, want: false },
      ],
      [
        'ok in another case is not OK',
        { given: { statusCode: 0, statusMessage: 'ok' }, want: false },
      ],
    ]
  it.each(rows)('%s: a screen’s outcome follows it', (_, { given, want }) => {
    expect(isSuccess(given)).toBe(want)
    expect(outcomeOf(given as never, () => 'value').ok).toBe(want)
  })
})
