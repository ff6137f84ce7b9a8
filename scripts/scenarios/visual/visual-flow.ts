import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { VisualFlowName } from '../matrix.ts'
import { runOptions } from '../run-options.ts'
import type { FlowRun, Scenario } from '../scenario.ts'
import { cellTenant } from '../steps/cell-tenant.ts'
import { comeBackSignedIn } from '../steps/login.ts'
import { trackRequests } from '../steps/requests-in-flight.ts'
import { openSite } from '../steps/site-ready.ts'
import { baselineKey, reportFile, resultFile, viewports, type Viewport } from './baseline-files.ts'
import { writeWhole as write } from '../write-whole.ts'
import { compareImages } from './compare-images.ts'
import type { VisualShot } from './shot-result.ts'
import { stillShot } from './take-shot.ts'
import { frozenAt, visualScreens, type VisualScreen } from './visual-screens.ts'

const options = runOptions()

/** The baseline a shot is compared with; none with --update, which writes it instead. */
function baselineOf(key: string): Buffer | undefined {
  const file = resolve(options.baselinesDir, key)
  return options.update || !existsSync(file) ? undefined : readFileSync(file)
}

/** Compares one shot with its baseline (or writes it as the baseline with --update) and keeps what the report shows. */
function judge(
  s: Scenario,
  screen: VisualScreen,
  viewport: Viewport,
  key: string,
  png: Buffer,
  baseline: Buffer | undefined,
): VisualShot {
  const { outDir, baselinesDir, update } = options
  const base = {
    width: viewport.width,
    height: viewport.height,
    key,
    diffRatio: 0,
    maxDiffRatio: screen.tolerance.maxDiffRatio,
  }
  const newFile = reportFile(s.cell.id, viewport.width, 'new')
  if (update) {
    write(resolve(baselinesDir, key), png)
    return { ...base, status: 'updated' }
  }
  if (!baseline) {
    write(resolve(outDir, newFile), png)
    return { ...base, status: 'new', new: newFile }
  }
  // The same bytes are the same pixels: no need to decode both images to count none changed.
  if (png.equals(baseline)) return { ...base, status: 'same' }
  const comparison = compareImages(baseline, png, screen.tolerance)
  if (!comparison.changed) return { ...base, status: 'same', diffRatio: comparison.diffRatio }
  const files = {
    baseline: reportFile(s.cell.id, viewport.width, 'baseline'),
    new: newFile,
    diff: reportFile(s.cell.id, viewport.width, 'diff'),
  }
  write(resolve(outDir, files.baseline), baseline)
  write(resolve(outDir, files.new), png)
  if (comparison.diffPng) write(resolve(outDir, files.diff), comparison.diffPng)
  else delete (files as { diff?: string }).diff
  return {
    ...base,
    status: 'changed',
    diffRatio: comparison.diffRatio,
    ...(comparison.area ? { area: comparison.area } : {}),
    ...files,
  }
}

/**
 * A visual cell: the screen on the seeded mock, with the page's clock and the mock's frozen at
 * the same moment and motion reduced, shot on a phone and a desktop and compared with the
 * baselines. A change does not fail the check itself: the reporter marks the cell `changed`.
 */
export function visualFlow(flow: VisualFlowName): FlowRun {
  const screen = visualScreens[flow]
  return async (s) => {
    await s.mock.setClock({ now: frozenAt })
    await s.page.clock.setFixedTime(frozenAt)
    await s.page.emulateMedia({ reducedMotion: 'reduce' })
    trackRequests(s.page)
    if (screen.maintenance)
      await s.mock.patchTenant(s.domain, { maintenance: { is_maintenance: true } })
    const returning = screen.player ? await comeBackSignedIn(s) : undefined
    // The colour the tenant has now: its seeded one, unless the cell changed it.
    const colour = s.cell.colour ?? (await cellTenant(s)).theme_color
    const shots: VisualShot[] = []
    // One page load per cell: the desktop first, then the same page narrowed to a phone, which
    // the stylesheets' media queries and the page's own viewport listeners follow as on a phone.
    const desktopFirst = [...viewports].sort((a, b) => b.width - a.width)
    for (const [i, viewport] of desktopFirst.entries()) {
      await s.page.setViewportSize(viewport)
      if (i === 0) {
        await openSite(s, screen.path)
        await returning?.done()
      }
      const key = baselineKey({
        template: s.cell.template,
        colour,
        locale: s.cell.locale,
        flow,
        width: viewport.width,
      })
      const baseline = baselineOf(key)
      shots.push(
        judge(
          s,
          screen,
          viewport,
          key,
          await stillShot(s.page, { baseline, resized: i > 0 }),
          baseline,
        ),
      )
    }
    shots.sort((a, b) => a.width - b.width)
    const file = resolve(options.outDir, resultFile(s.cell.id))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ shots }))
  }
}
