import { resolve } from 'node:path'
import { defaultOutDir } from '../options.ts'
import { commandPath } from '../shown-path.ts'
import { defaultBaselinesDir } from './baseline-files.ts'

/**
 * The command a report gives for approving its changed cells (the ids follow it):
 * `pnpm scenarios approve`, with `--out` and `--baselines` when the folders are not the default
 * ones.
 *
 * @example approveCommand('/repo/reports/nightly') // 'pnpm scenarios approve --out reports/nightly'
 */
export function approveCommand(outDir: string, baselinesDir = defaultBaselinesDir): string {
  const flags = [
    resolve(outDir) === resolve(defaultOutDir) ? '' : `--out ${commandPath(outDir)}`,
    resolve(baselinesDir) === resolve(defaultBaselinesDir)
      ? ''
      : `--baselines ${commandPath(baselinesDir)}`,
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
  const [, quoted, bare] = / --baselines (?:'((?:[^']|'\\'')*)'|(\S+))/.exec(command) ?? []
  const baselines = quoted?.replaceAll(`'\\''`, "'") ?? bare
  return approveCommand(outDir, baselines ? resolve(baselines) : defaultBaselinesDir)
}
