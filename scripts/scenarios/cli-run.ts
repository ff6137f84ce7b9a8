import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const cliArgs = (args: readonly string[]) => ['scripts/scenarios/cli.ts', ...args]
const cliOptions = () => ({ cwd: repo, env: { ...process.env, CI: '1' } })

/**
 * `pnpm scenarios <args>` as QA runs it, from the repository's root with CI's plain output, for
 * the runner's slow stories: the exit code and everything it printed.
 */
export function runScenariosCli(args: readonly string[]): { code: number; output: string } {
  const run = spawnSync(process.execPath, cliArgs(args), { ...cliOptions(), encoding: 'utf8' })
  return { code: run.status ?? 1, output: `${run.stdout}\n${run.stderr}` }
}

/**
 * The same, without blocking: for runs that go side by side, as the shards of CI's workflow do on
 * machines of their own.
 */
export function startScenariosCli(
  args: readonly string[],
): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, cliArgs(args), cliOptions())
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((done) =>
    child.on('close', (code) => done({ code: code ?? 1, output: `${stdout}\n${stderr}` })),
  )
}
