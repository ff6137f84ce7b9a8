/**
 * `pnpm scenarios`: QA's matrix of flows over every template x locale (x colour), replayed in
 * Chromium by Playwright, with a grid report in reports/scenarios. See scripts/scenarios/README.md.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { FlagError } from './flag-error.ts'
import { helpText } from './help-text.ts'
import { mergeReports } from './report/merge-reports.ts'
import { parseFlags } from './options.ts'
import { runMatrix } from './run-matrix.ts'
import { ReportFolderBusy } from './report/run-lock.ts'
import { approveCells } from './visual/approve.ts'
import { QuarantineListError, readQuarantine } from './flaky/quarantine-list.ts'

/** A folder flag that names a file would fail deep inside the run with a stack: say so first. */
function mustBeFolder(flag: string, path: string): void {
  if (existsSync(path) && !statSync(path).isDirectory())
    throw new FlagError(`${flag} ${path}: that is a file; name a folder (a new one is created)`)
}

try {
  const options = parseFlags(process.argv.slice(2))
  if (options.command !== 'help') mustBeFolder('--out', options.outDir)
  // Read before anything starts: a run must not go for minutes to fail on QA's list at its end.
  if (options.command === 'run') readQuarantine()
  if (options.command === 'run' || options.command === 'approve')
    mustBeFolder('--baselines', options.baselinesDir)
  if (options.command === 'help') console.log(helpText)
  else if (options.command === 'merge')
    process.exitCode = mergeReports(options.inputs, resolve(options.outDir))
  else if (options.command === 'approve') {
    const written = approveCells(
      options.ids,
      resolve(options.outDir),
      resolve(options.baselinesDir),
    )
    console.log(
      `approved ${options.ids.length} cell(s): ${written.length} baseline(s) written in ${options.baselinesDir}\n${written.map((key) => `  ${key}`).join('\n')}`,
    )
  } else
    process.exitCode = await runMatrix({
      ...options,
      outDir: resolve(options.outDir),
      baselinesDir: resolve(options.baselinesDir),
    })
} catch (error) {
  if (error instanceof ReportFolderBusy) {
    console.error(`pnpm scenarios: ${error.message}`)
    process.exitCode = 3
  } else if (error instanceof QuarantineListError) {
    console.error(`pnpm scenarios: the quarantine list: ${error.message}`)
    process.exitCode = 2
  } else if (error instanceof FlagError) {
    console.error(`pnpm scenarios: ${error.message}\nRun pnpm scenarios --help for every flag.`)
    process.exitCode = 2
  } else throw error
}
