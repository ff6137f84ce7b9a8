import type { CellStatus } from './grid.ts'
import { cellTracks, type ResultChanges, type RunHistory } from './history.ts'
import { formatDuration } from '../progress.ts'
import { slowdown } from '../../bench/machine-speed.ts'
import escape from 'escape-html'

const mark: Record<CellStatus, string> = {
  passed: '✓',
  failed: '✗',
  flaky: '≈',
  changed: '~',
  skipped: '·',
  'not run': '–',
}

/**
 * The last runs, oldest first: each run's build, time and machine speed, then every cell that
 * was not plainly green at least once, with its flake rate, worst first. Cells green in every run
 * are summed up in one line.
 */
export function renderHistory(history: RunHistory): string {
  if (history.runs.length < 2) return ''
  const all = cellTracks(history, true)
  const tracks = all
    .filter((t) => t.results.some((s) => s !== undefined && s !== 'passed'))
    .sort((a, b) => b.flakeRate - a.flakeRate || a.id.localeCompare(b.id))
  // The flake-rate column, under the run columns, only when there are cells to give a rate for.
  const rateCell = tracks.length ? '<td></td>' : ''
  const cellRuns = all.reduce((sum, t) => sum + t.runs, 0)
  const flakes = all.reduce((sum, t) => sum + t.flaky + t.flips, 0)
  const heads = history.runs
    .map(
      (run, i) =>
        `<th title="${escape(run.startedAt)}${run.build ? `, site build ${escape(run.build)}` : ''}">${i + 1 - history.runs.length || 'last'}</th>`,
    )
    .join('')
  // Which build each run checked, marked where it changed: a cell that turned red with a new build.
  const builds = history.runs.some((run) => run.build)
    ? `<tr class="builds"><th>site build</th>${history.runs
        .map((run, i) => {
          const changed = i > 0 && run.build !== history.runs[i - 1]!.build
          return `<td class="${changed ? 'new-build' : ''}" title="${escape(run.build ?? 'unknown')}">${changed || i === 0 ? escape(run.build ?? '?') : '″'}</td>`
        })
        .join('')}${rateCell}</tr>`
    : ''
  // How long each run took, and how slow the machine was then: a slower run on a slower machine
  // is no change of the site. The slowdown is the larger of the loop's times before and after.
  const times = `<tr class="run-times"><th>run time</th>${history.runs
    .map((run) => `<td>${formatDuration(run.durationMs)}</td>`)
    .join('')}${rateCell}</tr>`
  const machines = history.runs.some((run) => run.machine?.length)
    ? `<tr class="machines"><th title="a fixed busy loop's time over its time on the idle reference machine">machine</th>${history.runs
        .map((run) => {
          const loops = (run.machine ?? []).flatMap((m) => [m.beforeMs, m.afterMs])
          return loops.length
            ? `<td title="busy loop ${loops.join(', ')} ms">${slowdown(Math.max(...loops)).toFixed(1)}×</td>`
            : '<td>?</td>'
        })
        .join('')}${rateCell}</tr>`
    : ''
  const rows = tracks
    .map(
      (t) =>
        `<tr><th>${escape(t.id)}</th>${t.results.map((s) => `<td class="h-${(s ?? 'absent').replace(' ', '-')}" title="${s ?? 'did not run'}">${s ? mark[s] : ''}</td>`).join('')}<td>${(t.flakeRate * 100).toFixed(0)}%</td></tr>`,
    )
    .join('\n')
  return `<h2>History of the last ${history.runs.length} runs</h2>
<p>Flake rate: ${cellRuns ? ((flakes / cellRuns) * 100).toFixed(1) : '0.0'}% of ${cellRuns} cell runs passed only on a retry or flipped between pass and fail. ${all.length - tracks.length} of ${all.length} cells passed in every run they took part in. ✓ passed, ✗ failed, ≈ flaky, ~ changed, – not run.</p>
<table class="history"><thead><tr><th>${tracks.length ? 'cell' : 'run'}</th>${heads}${tracks.length ? '<th>flake rate</th>' : ''}</tr>${builds}${times}${machines}</thead>${tracks.length ? `<tbody>${rows}</tbody>` : ''}</table>`
}

/**
 * The report's first news after a nightly run: which cells went red, which looked different and
 * which went green since each last ran, the new failures linked to their errors below and the
 * new changes to their baseline, new and diff (`resultChanges` of history.ts, which the page's
 * grid also marks). '' when no cell had run before.
 */
export function renderResultChanges({
  newlyFailed,
  newlyChanged,
  fixed,
  compared,
}: ResultChanges): string {
  if (!compared) return ''
  const links = (ids: string[]) =>
    ids.length
      ? ` (${ids.map((id) => `<a href="#${escape(id)}">${escape(id)}</a>`).join(', ')})`
      : ''
  const changed = newlyChanged.length
    ? `, <span class="changed">${newlyChanged.length} newly changed</span>${links(newlyChanged)}`
    : ''
  return `<p class="since">Since each cell last ran: <span class="${newlyFailed.length ? 'ko' : ''}">${newlyFailed.length} newly failed</span>${links(newlyFailed)}${changed}, <span class="${fixed.length ? 'ok' : ''}">${fixed.length} fixed</span>${fixed.length ? ` (${fixed.map(escape).join(', ')})` : ''}, of ${compared} cells that had run before.</p>`
}
