import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/**
 * `pnpm scenarios <args>` as QA runs it, from the repository's root with CI's plain output, for
 * the runner's slow stories: the exit code and everything it printed.
 */
export function runScenariosCli(args: readonly string[]): { code: number; output: string } {
  const run = spawnSync(process.execPath, ['scripts/scenarios/cli.ts', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  })
  return { code: run.status ?? 1, output: `${run.stdout}\n${run.stderr}` }
}
