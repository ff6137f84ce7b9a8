import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FlagError } from '../flag-error.ts'
import type { CellResult, GridReport } from '../report/grid.ts'
import { approveCells } from './approve.ts'

const shot = (cellId: string, width: number, status: 'same' | 'changed' | 'new') => ({
  width,
  height: 800,
  key: `casino1/gold/en.home.${width}.png`,
  status,
  diffRatio: status === 'same' ? 0 : 0.05,
  maxDiffRatio: 0.002,
  ...(status === 'same' ? {} : { new: `visual/${cellId}.${width}.new.png` }),
})
const cell = (
  id: string,
  status: CellResult['status'],
  visual?: CellResult['visual'],
): CellResult => ({
  id,
  template: 'casino1',
  locale: 'en',
  flow: 'visual-home',
  status,
  durationMs: 1,
  ...(visual ? { visual } : {}),
})

let root: string
let out: string
let baselines: string
afterEach(() => rmSync(root, { recursive: true, force: true }))
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'approve-'))
  out = join(root, 'report')
  baselines = join(root, 'baselines')
  mkdirSync(join(out, 'visual'), { recursive: true })
  const grid: GridReport = {
    version: 1,
    startedAt: '2030-01-01T00:00:00Z',
    durationMs: 1,
    shards: ['1/1'],
    planned: {
      templates: ['casino1'],
      colours: 'seeded',
      locales: ['en'],
      flows: ['visual-home', 'visual-login'],
      breaks: [],
    },
    cells: [
      cell('casino1.en.visual-home', 'changed', [
        shot('casino1.en.visual-home', 390, 'changed'),
        shot('casino1.en.visual-home', 1440, 'same'),
      ]),
      cell('casino1.en.visual-login', 'passed', [shot('casino1.en.visual-login', 390, 'same')]),
    ],
  }
  writeFileSync(join(out, 'grid.json'), JSON.stringify(grid))
  writeFileSync(join(out, 'visual/casino1.en.visual-home.390.new.png'), 'new look')
})

describe('approveCells', () => {
  it('copies the changed shots of the named cells over their baselines, and only those', () => {
    expect(approveCells(['casino1.en.visual-home'], out, baselines)).toEqual([
      'casino1/gold/en.home.390.png',
    ])
    expect(readFileSync(join(baselines, 'casino1/gold/en.home.390.png'), 'utf8')).toBe('new look')
    expect(existsSync(join(baselines, 'casino1/gold/en.home.1440.png'))).toBe(false)
  })

  const bad: [string, { ids: string[]; want: RegExp }][] = [
    [
      'a cell that did not change',
      {
        ids: ['casino1.en.visual-login'],
        want: /casino1\.en\.visual-login did not change in the last run\. Changed cells: casino1\.en\.visual-home/,
      },
    ],
    [
      'a cell that does not exist',
      { ids: ['casino9.en.visual-home'], want: /casino9\.en\.visual-home did not change/ },
    ],
  ]
  it.each(bad)('refuses %s and writes nothing', (_name, { ids, want }) => {
    expect(() => approveCells(ids, out, baselines)).toThrow(FlagError)
    expect(() => approveCells(ids, out, baselines)).toThrow(want)
    expect(existsSync(baselines)).toBe(false)
  })

  it('says where the report is missing', () => {
    expect(() => approveCells(['x'], join(out, 'nowhere'), baselines)).toThrow(
      /holds no grid\.json/,
    )
  })
})
