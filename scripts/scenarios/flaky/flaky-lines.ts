import type { CellStatus } from '../report/grid.ts'
import { cellTracks, type RunHistory } from '../report/history.ts'
import { firstLine } from '../plain-text.ts'
import type { QuarantineEntry } from './quarantine-list.ts'

/** One check's result as the flaky and quarantined lines need it. */
export interface CheckOutcome {
  id: string
  status: CellStatus
  error?: string
  quarantine?: QuarantineEntry
}

/** The statuses that fail a run unless the check is quarantined. */
export const failing: readonly CellStatus[] = ['failed', 'changed']

/**
 * What a run's summary says of its unsteady checks: each check that passed only on a retry, with
 * its record over the runs the history keeps (the history holds this run as its last); each
 * quarantined check with its result and why it is set aside; then one line that `pnpm test`
 * counts, `flaky and quarantined: 2 flaky, 1 quarantined, 1 of them failed`. None when neither.
 *
 * @example flakyAndQuarantinedLines(outcomes, history) // ['flaky, passed only on a retry (1):', '  ≈ slot2.zh.login: flaky in 2 of its last 9 runs, …', …]
 */
export function flakyAndQuarantinedLines(
  outcomes: readonly CheckOutcome[],
  history: RunHistory,
): string[] {
  const flaky = outcomes.filter((o) => o.status === 'flaky')
  const quarantined = outcomes.filter((o) => o.quarantine)
  if (!flaky.length && !quarantined.length) return []
  const tracks = new Map(cellTracks(history, true).map((track) => [track.id, track]))
  const lines: string[] = []
  if (flaky.length) lines.push(`flaky, passed only on a retry (${flaky.length}):`)
  for (const { id } of flaky) {
    const track = tracks.get(id)
    const record = track
      ? `flaky in ${track.flaky} of its last ${track.runs} run(s)${track.flips ? `, ${track.flips} flip(s) between pass and fail` : ''}, flake rate ${track.flakeRate.toFixed(2)}`
      : 'first run on record'
    lines.push(`  ≈ ${id}: ${record}`)
  }
  const failed = quarantined.filter((o) => failing.includes(o.status))
  if (quarantined.length)
    lines.push(
      `quarantined, run but not counted (${quarantined.length}; scripts/scenarios/quarantine.json):`,
    )
  for (const { id, status, error, quarantine } of quarantined)
    lines.push(
      `  ${failing.includes(status) ? '✗' : '·'} ${id}: ${status}${error && failing.includes(status) ? ` (${firstLine(error)})` : ''}; set aside since ${quarantine!.since}: ${quarantine!.reason}`,
    )
  lines.push(
    `flaky and quarantined: ${flaky.length} flaky, ${quarantined.length} quarantined, ${failed.length} of them failed`,
  )
  return lines
}

/**
 * What a run ends as once quarantined checks are set aside: Playwright's status, except that a
 * run failed only by quarantined checks passes, and one whose checks passed fails while a look
 * changed that is not quarantined (a change must be approved). Errors outside any check (a
 * worker that never started) keep it failed.
 *
 * @example finalStatus('failed', [{ id: 'a', status: 'failed', quarantine }], 0) // 'passed'
 */
export function finalStatus<S extends string>(
  status: S | 'passed' | 'failed',
  outcomes: readonly CheckOutcome[],
  errorsOutsideChecks: number,
): S | 'passed' | 'failed' {
  const counted = outcomes.filter((outcome) => !outcome.quarantine)
  const changed = counted.some((outcome) => outcome.status === 'changed')
  if (status === 'passed') return changed ? 'failed' : 'passed'
  if (status === 'failed' && !errorsOutsideChecks && !counted.some((o) => o.status === 'failed'))
    return changed ? 'failed' : 'passed'
  return status
}
