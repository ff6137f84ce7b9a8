import { relative, resolve } from 'node:path'
import { defaultOutDir } from '../options.ts'
import { defaultBaselinesDir } from './baseline-files.ts'

/** A folder as the command names it: relative to where `pnpm scenarios` runs, the repository root. */
const shown = (path: string) => relative(process.cwd(), path) || '.'

/**
 * The command a report gives for approving its changed cells (the ids follow it):
 * `pnpm scenarios approve`, with `--out` and `--baselines` when the folders are not the default
 * ones.
 *
 * @example approveCommand('/repo/reports/nightly') // 'pnpm scenarios approve --out reports/nightly'
 */
export function approveCommand(outDir: string, baselinesDir = defaultBaselinesDir): string {
  const flags = [
    resolve(outDir) === resolve(defaultOutDir) ? '' : `--out ${shown(outDir)}`,
    resolve(baselinesDir) === resolve(defaultBaselinesDir)
      ? ''
      : `--baselines ${shown(baselinesDir)}`,
  ]
  return ['pnpm scenarios approve', ...flags.filter(Boolean)].join(' ')
}

/**
 * A report's command made to approve from another folder, the baselines kept: for a report
 * moved into previous/, and for a merge of shards (whose commands named their own folders).
 *
 * @example approveCommandIn('pnpm scenarios approve --baselines qa', 'reports/scenarios/previous')
 * // 'pnpm scenarios approve --out reports/scenarios/previous --baselines qa'
 */
export function approveCommandIn(command: string, outDir: string): string {
  const baselines = / --baselines (\S+)/.exec(command)?.[1]
  return approveCommand(outDir, baselines ? resolve(baselines) : defaultBaselinesDir)
}
