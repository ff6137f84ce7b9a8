import type { CellResult, GridReport } from './grid.ts'
import { countByStatus, failedCells, skippedFlows, stoppedNote } from './grid.ts'
import { stripAnsi } from '../plain-text.ts'
import { formatDuration } from '../progress.ts'
import { referenceLoopMs, slowdown } from '../../bench/machine-speed.ts'
import { reportStyles } from './html-styles.ts'
import { renderVisualChanges } from './visual-section.ts'
import { renderHistory, renderResultChanges } from './history-section.ts'
import { emptyHistory, resultChanges, type RunHistory } from './history.ts'
import escape from 'escape-html'
import type { PreviousRun } from './previous-report.ts'
import { onlyFailuresBox } from './only-failures-box.ts'

const rowKey = (cell: CellResult) =>
  [cell.template, cell.colour, cell.locale].filter(Boolean).join(' · ')

function tile(cell: CellResult | undefined, stopped: boolean, news: ReadonlySet<string>): string {
  if (!cell) return '<td class="cell absent"></td>'
  const shot = cell.screenshot
    ? `<a href="${escape(cell.screenshot)}"><img loading="lazy" src="${escape(cell.screenshot)}" alt="${escape(cell.id)}"></a>`
    : `<div class="noshot">${cell.skipReason ? `skipped: ${escape(cell.skipReason)}` : 'no screenshot'}</div>`
  const failure =
    cell.status === 'failed'
      ? `<a class="why" href="#${escape(cell.id)}">why?</a>`
      : cell.status === 'changed'
        ? `<a class="why" href="#${escape(cell.id)}">what?</a>`
        : ''
  const kind =
    cell.status === 'not run' && stopped ? 'not-run-stopped' : cell.status.replace(' ', '-')
  // Red or amber since this run, where it was green the time before: what QA looks for first.
  const isNew = news.has(cell.id)
  const badge = isNew ? ' <b class="new-badge">new</b>' : ''
  const why = cell.skipReason ? `: ${cell.skipReason}` : ''
  return `<td class="cell ${kind}${isNew ? ' new' : ''}" title="${escape(cell.id)}: ${cell.status}${escape(why)}${isNew ? ', new since the cell last ran' : ''}">${shot}<div class="status">${escape(cell.status)}${badge} ${(cell.durationMs / 1000).toFixed(1)}s ${failure}</div></td>`
}

/** How many checks of the run were quarantined, and how many of those failed. */
function quarantinedCount(grid: GridReport): string {
  const set = grid.cells.filter((cell) => cell.quarantined)
  if (!set.length) return ''
  const failed = set.filter((cell) => cell.status === 'failed' || cell.status === 'changed').length
  return ` <span class="quarantined">${set.length} quarantined (${failed} failed, not counted)</span>`
}

function failureBlock(cell: CellResult, previous?: PreviousRun): string {
  const trace = cell.trace
    ? `<p>Trace: <a href="${escape(cell.trace)}">${escape(cell.trace)}</a>, open it with <code>pnpm --filter @playfront/scripts exec playwright show-trace ${escape(cell.trace)}</code> from this folder.</p>`
    : ''
  const har = cell.har
    ? `<p>The mock's calls during the check: <a href="${escape(cell.har)}">${escape(cell.har)}</a> (HAR: open it in a browser's network panel).</p>`
    : ''
  // Today's end of the check beside the run before's, when that one kept it: what went wrong shows.
  const before = previous?.cells[cell.id]
  const figure = (caption: string, src: string, alt: string) =>
    `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(alt)}"></a></figure>`
  const shots = [
    cell.screenshot ? figure('this run', cell.screenshot, cell.id) : '',
    before?.screenshot
      ? figure(
          `the run before (${escape(previous!.startedAt)}): ${escape(before.status)}`,
          before.screenshot,
          `${cell.id}, the run before`,
        )
      : '',
  ].join('')
  const quarantined = cell.quarantined
    ? `<p class="quarantined">Quarantined since ${escape(cell.quarantined.since)}, so it does not fail the run: ${escape(cell.quarantined.reason)}</p>`
    : ''
  return `<section class="failure" id="${escape(cell.id)}"><h3>✗ ${escape(cell.id)}${cell.quarantined ? ' (quarantined)' : ''}</h3>${quarantined}<pre>${escape(stripAnsi(cell.error ?? cell.status))}</pre>${trace}${har}${shots ? `<div class="shot-pair">${shots}</div>` : ''}</section>`
}

/** The backend the sites called, when it was not the mock, and the flows it could not run. */
function backendSection(grid: GridReport): string {
  const skipped = skippedFlows(grid)
  const backend = grid.backend
    ? `<p class="backend">Backend: <b>${escape(grid.backend.url)}</b>, tenants <code>${escape(grid.backend.domain)}</code>, player <b>${escape(grid.backend.account)}</b>. Each worker's site forwarded the contract's calls there; the flows that need the mock's control API were skipped.</p>`
    : ''
  const list = skipped.length
    ? `<details class="skipped"><summary>${skipped.length} flow${skipped.length === 1 ? '' : 's'} skipped</summary><ul>${skipped.map(({ flow, cells, reason }) => `<li><b>${escape(flow)}</b> (${cells}): ${escape(reason)}</li>`).join('')}</ul></details>`
    : ''
  return backend + list
}

/** What the checks cost in CPU and how busy the cores were (each shard's), where it was counted. */
function cpuNote(grid: GridReport): string {
  if (!grid.cpu?.length) return ''
  const counted = grid.cells.flatMap((c) => (c.cpuMs ? [c.cpuMs.node + c.cpuMs.browser] : []))
  const perCheck = counted.length
    ? `${(counted.reduce((a, b) => a + b, 0) / counted.length / 1000).toFixed(2)} CPU-s per check, `
    : ''
  const busy = grid.cpu.map((cpu) => `${Math.round(cpu.machineBusy * 100)}%`).join(', ')
  return `; ${perCheck}the ${grid.cpu[0]!.cores} cores ${busy} busy${grid.cpu.length > 1 ? ' (per shard)' : ''}`
}

/** Which site the run checked, for telling runs of different builds apart. */
function siteNote(grid: GridReport): string {
  if (!grid.site) return ''
  return `, site build <b title="built ${escape(grid.site.builtAt)}">${escape(grid.site.id)}</b> (built ${escape(grid.site.builtAt.slice(0, 16).replace('T', ' '))} UTC)`
}

/** How fast the machine ran (each shard's), so that a slow run can be told from a slow machine. */
function machineNote(grid: GridReport): string {
  if (!grid.machine?.length) return ''
  const speeds = grid.machine.map(
    ({ beforeMs, afterMs }) =>
      `<span class="machine" title="${beforeMs} ms before the checks, ${afterMs} ms after; ${referenceLoopMs} ms on the idle reference machine">${slowdown(beforeMs).toFixed(1)}× before, ${slowdown(afterMs).toFixed(1)}× after</span>`,
  )
  return `; a fixed busy loop took ${speeds.join('; ')} its idle time${grid.machine.length > 1 ? ' (per shard)' : ''}`
}

/** How often the page of a run still going reloads itself. */
export const liveRefreshSeconds = 10

/**
 * "show only rows with a failure", kept for the tab in session storage: the live page reloads
 * itself every few seconds, and QA watching a run for its failures should not have to tick the
 * box again each time. A page opened from disk may have no storage: the box then simply resets.
 */
const onlyFailuresScript = `(function(){var box=document.getElementById('only-failures'),key='scenarios-only-failures';function show(on){box.checked=on;document.body.classList.toggle('only-failures',on)}try{show(sessionStorage.getItem(key)==='1')}catch(e){}box.addEventListener('change',function(){show(box.checked);try{sessionStorage.setItem(key,box.checked?'1':'0')}catch(e){}})})()`

/** The report page: self-contained (inline styles, no scripts from elsewhere), screenshots by relative path. */
export function renderReportPage(
  grid: GridReport,
  history: RunHistory = emptyHistory(),
  /** The run before this one, if its report is kept in previous/. */
  previous?: PreviousRun,
  /** While the run goes: how many checks it has, the page then showing those done so far. */
  running?: { total: number },
): string {
  const counts = countByStatus(grid.cells)
  const flows = grid.planned.flows
  const rows = [...new Set(grid.cells.map(rowKey))]
  const failures = failedCells(grid)
  const wrong = new Set(failures)
  const since = resultChanges(history)
  const news = new Set([...since.newlyFailed, ...since.newlyChanged])
  const body = rows
    .map((row) => {
      const cells = grid.cells.filter((c) => rowKey(c) === row)
      const bad = cells.some((c) => wrong.has(c) || c.status === 'changed')
      return `<tr class="${bad ? 'has-failure' : 'all-passed'}"><th>${escape(row)}</th>${flows
        .map((f) =>
          tile(
            cells.find((c) => c.flow === f),
            !!grid.stopped,
            news,
          ),
        )
        .join('')}</tr>`
    })
    .join('\n')
  const stopped = grid.stopped ? `<p class="stopped">${escape(stoppedNote(grid))}.</p>` : ''
  const breaks = grid.planned.breaks.length
    ? `<p class="breaks">Deliberately broken flows: ${grid.planned.breaks.map(escape).join(', ')}</p>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${running ? `<meta http-equiv="refresh" content="${liveRefreshSeconds}">` : ''}<title>Scenarios: ${running ? `running, ${grid.cells.length} of ${running.total}, ` : ''}${counts.failed ? `${counts.failed} failed` : counts.changed ? `${counts.changed} changed` : running ? 'none failed' : 'all passed'}</title><style>${reportStyles}</style></head>
<body><header><h1>Playfront scenarios</h1>
<p class="totals"><span class="ok">${counts.passed + counts.flaky} passed</span> <span class="ko">${counts.failed} failed</span>${counts.changed ? ` <span class="changed">${counts.changed} changed</span>` : ''}${counts.flaky ? ` <span>${counts.flaky} flaky</span>` : ''}${quarantinedCount(grid)}${counts['not run'] ? ` <span class="${grid.stopped ? 'not-run' : 'ko'}">${counts['not run']} not run</span>` : ''}${counts.skipped ? ` <span>${counts.skipped} skipped</span>` : ''} of ${grid.cells.length} checks in ${formatDuration(grid.durationMs)}, started ${escape(grid.startedAt)}${siteNote(grid)}${grid.shards.length > 1 ? `, merged from ${grid.shards.length} shards` : ''}${machineNote(grid)}${cpuNote(grid)}</p>
${renderResultChanges(since)}
${backendSection(grid)}${previous ? `<p class="previous-run">The previous finished run, started ${escape(previous.startedAt)}: <a href="previous/index.html">its report</a>, to set beside this one.</p>\n` : ''}${breaks}${onlyFailuresBox} show only rows with a failure</label></header>
<main>${running ? `<p class="running">A run is going: ${grid.cells.length} of ${running.total} checks done so far, ${grid.cells.length ? 'shown below' : 'none yet'}. This page reloads itself every ${liveRefreshSeconds} s, and becomes the report when the run ends.</p>` : ''}${stopped}<table class="grid"><thead><tr><th>template · locale</th>${flows.map((f) => `<th>${escape(f)}</th>`).join('')}</tr></thead>
<tbody>${body}</tbody></table>
${renderVisualChanges(grid.cells, grid.approveCommand)}
${failures.length ? `<h2>Failures</h2>${failures.map((cell) => failureBlock(cell, previous)).join('\n')}` : ''}
${running ? '' : renderHistory(history)}</main>
<script>${onlyFailuresScript}</script>
</body></html>
`
}
