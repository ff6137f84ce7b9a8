import { describe, expect, it } from 'vitest'
import type { CellResult, CellStatus, GridReport } from './grid.ts'
import { mergeGrids, withMissingCells } from './merge-grids.ts'

const cell = (id: string, status: CellStatus): CellResult => {
  const [template, locale, flow] = id.split('.') as [
    CellResult['template'],
    CellResult['locale'],
    CellResult['flow'],
  ]
  return { id, template, locale, flow, status, durationMs: 100, screenshot: `shots/${id}.jpg` }
}

const grid = (
  shard: string,
  cells: CellResult[],
  startedAt = '2030-01-01T10:00:00.000Z',
  durationMs = 1_000,
): GridReport => ({
  version: 1,
  startedAt,
  durationMs,
  shards: [shard],
  planned: {
    templates: ['casino1', 'slot2'],
    colours: 'seeded',
    locales: ['en', 'zh'],
    flows: ['startup'],
    breaks: [],
  },
  cells,
})

const statuses = (g: GridReport) => Object.fromEntries(g.cells.map((c) => [c.id, c.status]))

describe('mergeGrids', () => {
  const rows: [string, { given: GridReport[]; want: Record<string, CellStatus> }][] = [
    [
      'two shards make the whole grid, in matrix order',
      {
        given: [
          grid('2/2', [cell('slot2.en.startup', 'passed'), cell('slot2.zh.startup', 'failed')]),
          grid('1/2', [cell('casino1.en.startup', 'passed'), cell('casino1.zh.startup', 'passed')]),
        ],
        want: {
          'casino1.en.startup': 'passed',
          'casino1.zh.startup': 'passed',
          'slot2.en.startup': 'passed',
          'slot2.zh.startup': 'failed',
        },
      },
    ],
    [
      'a shard that never reported leaves its cells not run',
      {
        given: [
          grid('1/2', [cell('casino1.en.startup', 'passed'), cell('casino1.zh.startup', 'passed')]),
        ],
        want: {
          'casino1.en.startup': 'passed',
          'casino1.zh.startup': 'passed',
          'slot2.en.startup': 'not run',
          'slot2.zh.startup': 'not run',
        },
      },
    ],
    [
      'the same cell twice: the failure wins',
      {
        given: [
          grid('1/2', [cell('casino1.en.startup', 'failed')]),
          grid('2/2', [cell('casino1.en.startup', 'passed')]),
        ],
        want: {
          'casino1.en.startup': 'failed',
          'casino1.zh.startup': 'not run',
          'slot2.en.startup': 'not run',
          'slot2.zh.startup': 'not run',
        },
      },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    const merged = mergeGrids(given)
    expect(statuses(merged)).toEqual(want)
    expect(merged.cells.map((c) => c.id)).toEqual(Object.keys(want))
  })

  it('keeps the earliest start, the longest shard and every shard name', () => {
    const merged = mergeGrids([
      grid('1/2', [], '2030-01-01T10:00:05.000Z', 4_000),
      grid('2/2', [], '2030-01-01T10:00:00.000Z', 9_000),
    ])
    expect(merged).toMatchObject({
      startedAt: '2030-01-01T10:00:00.000Z',
      durationMs: 9_000,
      shards: ['1/2', '2/2'],
    })
  })

  it('plans the union of what the shards planned', () => {
    const other = grid('2/2', [])
    other.planned = {
      ...other.planned,
      templates: ['sportsbook1'],
      locales: ['fil'],
      colours: 'all',
      breaks: ['startup'],
    }
    expect(mergeGrids([grid('1/2', []), other]).planned).toEqual({
      templates: ['casino1', 'slot2', 'sportsbook1'],
      colours: 'all',
      locales: ['en', 'fil', 'zh'],
      flows: ['startup'],
      breaks: ['startup'],
    })
  })

  it("says the merged run was stopped when a shard's was", () => {
    const done = grid('1/2', [cell('casino1.en.startup', 'passed')])
    const stopped = {
      ...grid('2/2', [cell('slot2.en.startup', 'passed')]),
      stopped: 'interrupted' as const,
    }
    expect(mergeGrids([done, stopped]).stopped).toBe('interrupted')
    expect(mergeGrids([done, done]).stopped).toBeUndefined()
  })

  it('names the site build when every shard checked the same one, and none when they differ', () => {
    const on = (shard: string, id: string) => ({
      ...grid(shard, []),
      site: { id, builtAt: '2030-01-01T09:00:00.000Z' },
    })
    expect(mergeGrids([on('1/2', 'b1'), on('2/2', 'b1')]).site?.id).toBe('b1')
    expect(mergeGrids([on('1/2', 'b1'), on('2/2', 'b2')]).site).toBeUndefined()
    expect(mergeGrids([on('1/2', 'b1'), grid('2/2', [])]).site).toBeUndefined()
  })

  it("keeps each shard's machine speed", () => {
    const timed = (shard: string, beforeMs: number) => ({
      ...grid(shard, []),
      machine: [{ beforeMs, afterMs: 150 }],
    })
    expect(mergeGrids([timed('1/2', 160), timed('2/2', 230)]).machine).toEqual([
      { beforeMs: 160, afterMs: 150 },
      { beforeMs: 230, afterMs: 150 },
    ])
    expect(mergeGrids([grid('1/2', []), grid('2/2', [])])).not.toHaveProperty('machine')
  })

  it('refuses to merge nothing', () => expect(() => mergeGrids([])).toThrow(/no grid/))
})

describe('withMissingCells', () => {
  it('adds nothing to a complete grid', () => {
    const full = grid(
      '1/1',
      ['casino1.en.startup', 'casino1.zh.startup', 'slot2.en.startup', 'slot2.zh.startup'].map(
        (id) => cell(id, 'passed'),
      ),
    )
    expect(withMissingCells(full).cells).toEqual(full.cells)
  })
})
