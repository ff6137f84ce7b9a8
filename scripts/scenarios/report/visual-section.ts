import type { CellResult } from './grid.ts'
import { needsApproval, type VisualShot } from '../visual/shot-result.ts'
import escape from 'escape-html'

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)}%`

function picture(
  label: string,
  file: string | undefined,
  shot: VisualShot,
  marked: boolean,
): string {
  if (!file)
    return `<figure><figcaption>${label}</figcaption><div class="noshot">none yet</div></figure>`
  const area =
    marked && shot.area
      ? `<span class="changed-area" style="left:${percent(shot.area.x, shot.width)};top:${percent(shot.area.y, shot.height)};width:${percent(shot.area.width, shot.width)};height:${percent(shot.area.height, shot.height)}"></span>`
      : ''
  return `<figure><figcaption>${label}</figcaption><a class="shot" href="${escape(file)}"><img loading="lazy" src="${escape(file)}" alt="${escape(`${label} ${shot.key}`)}">${area}</a></figure>`
}

function shotRow(shot: VisualShot): string {
  const what =
    shot.status === 'new'
      ? 'no baseline yet'
      : `${(shot.diffRatio * 100).toFixed(3)}% of pixels differ (this screen allows ${(shot.maxDiffRatio * 100).toFixed(3)}%)`
  return `<div class="shot-row"><p>${shot.width} px: ${what}, baseline <code>${escape(shot.key)}</code></p>
${picture('baseline', shot.baseline, shot, false)}${picture('new', shot.new, shot, true)}${picture('diff', shot.diff, shot, true)}</div>`
}

function changedCell(cell: CellResult): string {
  const shots = cell.visual!.filter(needsApproval)
  return `<section class="visual-change" id="${escape(cell.id)}"><h3><label><input type="checkbox" class="approve" value="${escape(cell.id)}"> ${escape(cell.id)}</label></h3>
${shots.map(shotRow).join('\n')}</section>`
}

/**
 * The changed visual cells: baseline, new and diff side by side with the changed area outlined,
 * a checkbox each, and the one command that approves exactly the ticked ones (no re-run).
 */
export function renderVisualChanges(
  cells: readonly CellResult[],
  approveCommand = 'pnpm scenarios approve',
): string {
  const changed = cells.filter((c) => c.status === 'changed')
  if (!changed.length) return ''
  return `<h2>Visual changes (${changed.length})</h2>
<p>Tick the cells whose new look is meant, then run the command from the repository root. It copies the new shots kept in this folder over their baselines; nothing is re-run.</p>
<p><label><input type="checkbox" id="approve-all"> all</label></p>
<pre class="approve-command" id="approve-command">(tick a cell)</pre>
${changed.map(changedCell).join('\n')}
<script>
(function(){
  var boxes=[].slice.call(document.querySelectorAll('input.approve'));
  var out=document.getElementById('approve-command');
  function update(){var ids=boxes.filter(function(b){return b.checked}).map(function(b){return b.value});out.textContent=ids.length?${JSON.stringify(approveCommand)}+' '+ids.join(' '):'(tick a cell)'}
  boxes.forEach(function(b){b.addEventListener('change',update)});
  document.getElementById('approve-all').addEventListener('change',function(e){boxes.forEach(function(b){b.checked=e.target.checked});update()});
})();
</script>`
}
