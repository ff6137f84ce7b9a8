import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  quarantineFile,
  quarantineOf,
  QuarantineListError,
  readQuarantine,
  type QuarantineEntry,
} from './quarantine-list.ts'

const work = mkdtempSync(join(tmpdir(), 'quarantine-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let files = 0
const listOf = (text: string) => {
  const file = join(work, `q-${++files}.json`)
  writeFileSync(file, text)
  return file
}
const entry = (more: Partial<QuarantineEntry> = {}): QuarantineEntry => ({
  suite: 'scenarios',
  check: 'slot2.*.fault-dribble',
  reason: 'the dribble outlasts the time limit on a busy machine',
  since: '2026-11-27',
  ...more,
})

describe('the quarantine list QA edits', () => {
  it('is committed, readable, and empty until QA sets a check aside', () => {
    expect(readQuarantine(quarantineFile)).toEqual([])
  })

  const bad: [string, string, RegExp][] = [
    ['not JSON', '{ "quarantined": [', /not JSON/],
    ['no list', '{ "checks": [] }', /expected \{ "quarantined": \[ … \] \}/],
    [
      'an unknown suite',
      JSON.stringify({ quarantined: [entry({ suite: 'unit' as never })] }),
      /entry 1 has suite "unit"; one of scenarios, e2e, e2e:dev, e2e:proxy/,
    ],
    [
      'no check',
      JSON.stringify({ quarantined: [entry(), entry({ check: ' ' })] }),
      /entry 2 names no check/,
    ],
    [
      'no reason',
      JSON.stringify({ quarantined: [entry({ reason: '' })] }),
      /entry 1 \(slot2\.\*\.fault-dribble\) gives no reason/,
    ],
    [
      'no date',
      JSON.stringify({ quarantined: [entry({ since: 'last week' })] }),
      /has no date in since/,
    ],
  ]
  it.each(bad)('refuses %s, naming the entry', (_name, text, error) => {
    expect(() => readQuarantine(listOf(text))).toThrow(QuarantineListError)
    expect(() => readQuarantine(listOf(text))).toThrow(error)
  })

  const matches: [string, { suite: QuarantineEntry['suite']; check: string; set: boolean }][] = [
    [
      'a cell the pattern names',
      { suite: 'scenarios', check: 'slot2.zh.fault-dribble', set: true },
    ],
    [
      'the same flow of another template',
      { suite: 'scenarios', check: 'slot3.zh.fault-dribble', set: false },
    ],
    ['the same id in another suite', { suite: 'e2e', check: 'slot2.zh.fault-dribble', set: false }],
    [
      'a dot taken for what it is',
      { suite: 'scenarios', check: 'slot2.zh.fault-dribbleX', set: false },
    ],
  ]
  it.each(matches)('sets aside %s or not', (_name, { suite, check, set }) => {
    expect(Boolean(quarantineOf([entry()], suite, check))).toBe(set)
  })
})
