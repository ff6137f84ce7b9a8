import { buildMatrix, flowNames } from '../matrix.ts'
import type { RunOptions } from '../options.ts'
import type { ChangedPaths } from './changed-paths.ts'
import { reachOf, type PathReach } from './path-reach.ts'

/** The checks a change can affect, and why: one line per changed file. */
export interface ChangedSelection {
  /** The options narrowed to those checks, or undefined when the change reaches none. */
  options: RunOptions | undefined
  lines: string[]
}

function reachLine(path: string, { reach, why }: PathReach): string {
  if (reach === 'none') return `  ${path} → nothing (${why})`
  const parts = [reach.templates?.join(','), reach.locales?.join(','), reach.flows?.join(',')]
  const what = parts.filter(Boolean).join(' × ') || 'every check'
  return `  ${path} → ${what} (${why})`
}

/**
 * `--only-changed`: the run's selection (its templates, locales, flows and colours) narrowed to
 * the checks that the changed files can affect (see path-reach.ts).
 *
 * @example onlyChanged(options, { ref: 'HEAD', base, paths: ['web/src/locales/zh/ui.json'] }).options?.only // ['casino1.zh.startup', …]
 */
export function onlyChanged(options: RunOptions, changed: ChangedPaths): ChangedSelection {
  const selection = buildMatrix(options)
  const wanted = new Set<string>()
  const lines = [
    `scenarios: ${changed.paths.length} file(s) changed since ${changed.ref === 'HEAD' ? 'the last commit' : `${changed.ref} (from ${changed.base.slice(0, 9)}, where it meets HEAD)`}:`,
  ]
  for (const path of changed.paths) {
    const reached = reachOf(path)
    lines.push(reachLine(path, reached))
    const { reach } = reached
    if (reach === 'none') continue
    for (const cell of selection)
      if (
        (!reach.templates || reach.templates.includes(cell.template)) &&
        (!reach.locales || reach.locales.includes(cell.locale)) &&
        (!reach.flows || reach.flows.includes(cell.flow))
      )
        wanted.add(cell.id)
  }
  const cells = selection.filter((cell) => wanted.has(cell.id))
  if (!cells.length) return { options: undefined, lines }
  return {
    options: {
      ...options,
      flows: flowNames.filter((flow) => cells.some((cell) => cell.flow === flow)),
      only: cells.map((cell) => cell.id),
    },
    lines,
  }
}
