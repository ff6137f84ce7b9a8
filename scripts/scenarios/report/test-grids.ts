import type { CellResult, CellStatus, GridReport } from './grid.ts'
import { appendRun, emptyHistory, type RunHistory } from './history.ts'

/** A cell for tests, its template, locale and flow read from its id, e.g. 'slot2.en.startup'. */
export function testCell(
  id: string,
  status: CellStatus = 'passed',
  more: Partial<CellResult> = {},
): CellResult {
  const [template, locale, flow] = id.split('.') as [
    CellResult['template'],
    CellResult['locale'],
    CellResult['flow'],
  ]
  return {
    id,
    template,
    locale,
    flow,
    status,
    durationMs: 900,
    screenshot: `shots/${id}.jpg`,
    ...more,
  }
}

/** A one-shard grid for tests, planned as the cells' templates, locales and flows. */
export function testGrid(cells: CellResult[], more: Partial<GridReport> = {}): GridReport {
  const unique = <T>(values: T[]) => [...new Set(values)]
  return {
    version: 1,
    startedAt: '2030-01-01T08:00:00.000Z',
    durationMs: 1_000,
    shards: ['1/1'],
    planned: {
      templates: unique(cells.map((c) => c.template)),
      colours: 'seeded',
      locales: unique(cells.map((c) => c.locale)),
      flows: unique(cells.map((c) => c.flow)),
      breaks: [],
    },
    cells,
    ...more,
  }
}

/** The history that these runs, appended in turn to an empty folder, leave behind. */
export function historyOfRuns(runs: readonly GridReport[]): RunHistory {
  return runs.reduce((history, run) => appendRun(history, run), emptyHistory())
}
