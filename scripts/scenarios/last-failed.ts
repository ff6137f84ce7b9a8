import { buildMatrix, flowNames } from './matrix.ts'
import type { RunOptions } from './options.ts'
import { cellsToRerun, type RunHistory } from './report/history.ts'

/**
 * `--last-failed`: the options narrowed to the cells that failed, changed, were flaky or did not
 * run last time (within the templates, locales and colours asked for), or undefined when there
 * are none. Visual cells come back too, so a changed look is compared again.
 *
 * @example lastFailed(options, history)?.only // ['slot2.zh.login']
 */
export function lastFailed(options: RunOptions, history: RunHistory): RunOptions | undefined {
  const wanted = new Set(cellsToRerun(history))
  const cells = buildMatrix({ ...options, flows: flowNames }).filter((cell) => wanted.has(cell.id))
  if (!cells.length) return undefined
  const flows = flowNames.filter((flow) => cells.some((cell) => cell.flow === flow))
  return {
    ...options,
    flows,
    visual: options.visual || flows.some((flow) => flow.startsWith('visual-')),
    only: cells.map((cell) => cell.id),
  }
}
