import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { readHistory, writeHistory } from './history-file.ts'
import { emptyHistory, type RunHistory } from './history.ts'

const work = mkdtempSync(join(tmpdir(), 'history-file-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let n = 0
const folderWith = (history?: string) => {
  const dir = join(work, `report-${++n}`)
  mkdirSync(dir)
  if (history !== undefined) writeFileSync(join(dir, 'history.json'), history)
  return dir
}
const oneRun: RunHistory = {
  ...emptyHistory(),
  runs: [
    {
      startedAt: '2030-01-01T08:00:00.000Z',
      durationMs: 1000,
      cells: { 'casino1.en.startup': { status: 'passed', ms: 900 } },
    },
  ],
}

describe('the history file', () => {
  it('reads back what was written, and leaves nothing else beside it', () => {
    const dir = folderWith()
    expect(readHistory(dir)).toEqual(emptyHistory())
    writeHistory(dir, oneRun)
    expect(readHistory(dir)).toEqual(oneRun)
    expect(readdirSync(dir)).toEqual(['history.json'])
  })

  for (const [what, text] of [
    ['a history edited by hand into bad JSON', '{"version":1,"runs":[{"startedAt":'],
    ['a history of another version', '{"version":2,"runs":{}}'],
    ['null', 'null'],
  ])
    it(`keeps ${what} beside the new one instead of overwriting it, and warns`, () => {
      const dir = folderWith(text)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      expect(readHistory(dir)).toEqual(emptyHistory())
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/is not a run history/))
      warn.mockRestore()
      writeHistory(dir, oneRun, new Date('2030-01-02T09:30:00.000Z'))
      expect(readdirSync(dir).sort()).toEqual([
        'history.json',
        'history.unreadable-2030-01-02T09-30-00-000Z.json',
      ])
      expect(
        readFileSync(join(dir, 'history.unreadable-2030-01-02T09-30-00-000Z.json'), 'utf8'),
      ).toBe(text)
      expect(readHistory(dir)).toEqual(oneRun)
    })
})
