import { fileURLToPath } from 'node:url'
import type { Locale, VisualFlowName } from '../matrix.ts'

/** The one folder of visual baselines; the CI slice's are committed, the full matrix's are QA's to keep. */
export const defaultBaselinesDir = fileURLToPath(new URL('../baselines/', import.meta.url))

/** The viewports every visual cell is shot at: a phone and a desktop. */
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const
export type Viewport = (typeof viewports)[number]

export interface ShotOf {
  template: string
  colour: string
  locale: Locale
  flow: VisualFlowName
  width: number
}

/**
 * A baseline's path inside the baselines folder: one folder per template and colour, so that a
 * palette's baselines sit together.
 *
 * @example baselineKey({ template: 'slot2', colour: 'jackpot', locale: 'zh', flow: 'visual-home', width: 390 }) // 'slot2/jackpot/zh.home.390.png'
 */
export function baselineKey(shot: ShotOf): string {
  return `${shot.template}/${shot.colour}/${shot.locale}.${shot.flow.replace(/^visual-/, '')}.${shot.width}.png`
}

/** The files a visual cell leaves in the report folder, relative to it. @example reportFile('casino1.en.visual-home', 390, 'diff') // 'visual/casino1.en.visual-home.390.diff.png' */
export function reportFile(
  cellId: string,
  width: number,
  kind: 'baseline' | 'new' | 'diff',
): string {
  return `visual/${cellId}.${width}.${kind}.png`
}

/** The side file in which a visual cell hands its shots to the reporter. */
export const resultFile = (cellId: string) => `visual/${cellId}.json`
