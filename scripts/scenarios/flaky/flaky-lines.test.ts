import { describe, expect, it } from 'vitest'
import { appendRun, emptyHistory, type RunHistory } from '../report/history.ts'
import { testCell, testGrid } from '../report/test-grids.ts'
import type { CellStatus } from '../report/grid.ts'
import { finalStatus, flakyAndQuarantinedLines, type CheckOutcome } from './flaky-lines.ts'

const quarantine = {
  suite: 'scenarios' as const,
  check: 'casino1.en.fault-dribble',
  reason: 'mended in issue 43',
  since: '2026-11-20',
}
const runs = (...statuses: Record<string, CellStatus>[]): RunHistory =>
  statuses.reduce(
    (history, cells, i) =>
      appendRun(
        history,
        testGrid(
          Object.entries(cells).map(([id, status]) => testCell(id, status)),
          {
            startedAt: `2030-01-0${i + 1}T02:00:00.000Z`,
          },
        ),
      ),
    emptyHistory(),
  )

describe('the flaky and quarantined checks of a run, named', () => {
  it('names each flaky check with its record over the history, and each quarantined one with why', () => {
    const history = runs(
      { 'slot2.zh.login': 'passed', 'casino1.en.fault-dribble': 'failed' },
      { 'slot2.zh.login': 'flaky', 'casino1.en.fault-dribble': 'passed' },
      { 'slot2.zh.login': 'flaky', 'casino1.en.fault-dribble': 'failed' },
    )
    const outcomes: CheckOutcome[] = [
      { id: 'slot2.zh.login', status: 'flaky' },
      {
        id: 'casino1.en.fault-dribble',
        status: 'failed',
        error: 'Error: no dialog\n\nat …',
        quarantine,
      },
      { id: 'casino1.en.startup', status: 'passed' },
    ]
    expect(flakyAndQuarantinedLines(outcomes, history)).toEqual([
      'flaky, passed only on a retry (1):',
      '  ≈ slot2.zh.login: flaky in 2 of its last 3 run(s), flake rate 0.67',
      'quarantined, run but not counted (1; scripts/scenarios/quarantine.json):',
      '  ✗ casino1.en.fault-dribble: failed (Error: no dialog); set aside since 2026-11-20: mended in issue 43',
      'flaky and quarantined: 1 flaky, 1 quarantined, 1 of them failed',
    ])
  })

  it('says nothing when no check was flaky or quarantined', () => {
    expect(flakyAndQuarantinedLines([{ id: 'a', status: 'passed' }], emptyHistory())).toEqual([])
  })
})

describe('how a run ends once quarantined checks are set aside', () => {
  const failedQ: CheckOutcome = { id: 'q', status: 'failed', quarantine }
  const changedQ: CheckOutcome = { id: 'q', status: 'changed', quarantine }
  const rows: [string, { given: Parameters<typeof finalStatus>; want: string }][] = [
    [
      'failed only by a quarantined check: passes',
      { given: ['failed', [failedQ, { id: 'a', status: 'passed' }], 0], want: 'passed' },
    ],
    [
      'failed by a counted check too: fails',
      { given: ['failed', [failedQ, { id: 'a', status: 'failed' }], 0], want: 'failed' },
    ],
    ['an error outside any check: fails', { given: ['failed', [failedQ], 1], want: 'failed' }],
    [
      'a changed look not quarantined: fails',
      { given: ['passed', [{ id: 'a', status: 'changed' }], 0], want: 'failed' },
    ],
    ['a changed look quarantined: passes', { given: ['passed', [changedQ], 0], want: 'passed' }],
    [
      'flaky checks: pass',
      { given: ['passed', [{ id: 'a', status: 'flaky' }], 0], want: 'passed' },
    ],
    ['interrupted: stays so', { given: ['interrupted', [failedQ], 0], want: 'interrupted' }],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(finalStatus(...given)).toBe(want))
})
