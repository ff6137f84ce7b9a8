import { parseFlags, type RunOptions } from './options.ts'

/** The environment variable through which the command line hands its options to Playwright's processes. */
export const optionsEnv = 'PLAYFRONT_SCENARIOS'

/** The options of this run: as the command line passed them, or the defaults when Playwright is started by hand. */
export function runOptions(env: NodeJS.ProcessEnv = process.env): RunOptions {
  if (env[optionsEnv]) return JSON.parse(env[optionsEnv]) as RunOptions
  const options = parseFlags([])
  if (options.command !== 'run') throw new Error('unreachable: no flags means run')
  return options
}
