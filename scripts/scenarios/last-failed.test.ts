import { describe, expect, it } from 'vitest'
import { lastFailed } from './last-failed.ts'
import { parseFlags, type RunOptions } from './options.ts'
import { appendRun, emptyHistory } from './report/history.ts'
import type { CellResult, CellStatus, GridReport } from './report/grid.ts'

const lastRun = (statuses: Record<string, CellStatus>) => {
  const grid: GridReport = {
    version: 1,
    startedAt: '2030-01-01T00:00:00Z',
    durationMs: 1,
    shards: ['1/1'],
    planned: {
      templates: ['slot2'],
      colours: 'seeded',
      locales: ['en'],
      flows: ['login'],
      breaks: [],
    },
    cells: Object.entries(statuses).map(
      ([id, status]) => ({ id, status, durationMs: 1 }) as CellResult,
    ),
  }
  return appendRun(emptyHistory(), grid)
}
const options = (...argv: string[]) => parseFlags(['--last-failed', ...argv], 2) as RunOptions

describe('lastFailed', () => {
  const history = lastRun({
    'slot2.zh.login': 'failed',
    'casino1.en.visual-home': 'changed',
    'casino1.en.startup': 'passed',
    'slot2.en.login': 'flaky',
  })
  const rows: [
    string,
    { given: RunOptions; want: { only: string[]; flows: string[]; visual: boolean } | undefined },
  ][] = [
    [
      'the cells that failed, changed or were flaky, visual ones included',
      {
        given: options(),
        want: {
          only: ['casino1.en.visual-home', 'slot2.en.login', 'slot2.zh.login'],
          flows: ['login', 'visual-home'],
          visual: true,
        },
      },
    ],
    [
      'within the templates asked for',
      {
        given: options('--template', 'slot2'),
        want: { only: ['slot2.en.login', 'slot2.zh.login'], flows: ['login'], visual: false },
      },
    ],
    ['nothing to re-run', { given: options('--template', 'sportsbook1'), want: undefined }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => {
    const narrowed = lastFailed(given, history)
    if (!want) expect(narrowed).toBeUndefined()
    else expect(narrowed).toMatchObject(want)
  })
})
