import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** pnpm's own commands a CI file may call; any other name must be a script of package.json. */
export const pnpmBuiltins = new Set(['install', 'exec'])

/**
 * The pnpm commands a shell script runs, one per call with its arguments: continued lines
 * joined, comments dropped, each command of a line (`;`, `&&`, `||`, `then`) on its own.
 *
 * @example pnpmCommands('npm install -g pnpm@10\npnpm install --frozen-lockfile # the lock') // ['pnpm install --frozen-lockfile']
 */
export function pnpmCommands(script: string): string[] {
  return script
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(/;|&&|\|\||\|(?!\|)|\b(?:then|do|else)\b/))
    .map((command) => command.trim().replace(/\s+/g, ' '))
    .filter((command) => command.startsWith('pnpm '))
}

/**
 * The pnpm commands a TypeScript file runs: its string literals that are one, e.g. a step's
 * `command: 'pnpm lint'` (a step's name that mentions pnpm is not one).
 *
 * @example quotedPnpmCommands("{ name: 'specs against pnpm dev', command: 'pnpm e2e:dev' }") // ['pnpm e2e:dev']
 */
export function quotedPnpmCommands(source: string): string[] {
  // Up to the quote that opened it: a command in double quotes may hold single-quoted arguments.
  return [...source.matchAll(/(['"`])(pnpm\s(?:(?!\1).)*)\1/g)].map((m) =>
    m[2]!.replace(/\s+/g, ' '),
  )
}

/**
 * What a pnpm command is, for telling whether two runs call the same thing: the script's name
 * (`pnpm scenarios …` → `pnpm scenarios`); pnpm's own commands whole, as they must be run alike
 * (`pnpm exec node scripts/browser/ensure-chromium.ts`).
 *
 * @example commandKey('pnpm scenarios --shard 1/3 --out reports/shard-1') // 'pnpm scenarios'
 */
export function commandKey(command: string): string {
  const [pnpm, name, ...rest] = command.split(/\s+/)
  return pnpmBuiltins.has(name ?? '') ? [pnpm, name, ...rest].join(' ') : `${pnpm} ${name}`
}

/**
 * Every pnpm command a fresh-machine CI run makes: `.ci/run`'s own, and through its `pnpm test`,
 * those of the file that package.json's `test` script runs.
 */
export function ciRunCommands(repo: string): string[] {
  const ciRun = pnpmCommands(readFileSync(resolve(repo, '.ci/run'), 'utf8'))
  const scripts = packageScripts(repo)
  const testFile = /^node (\S+\.ts)$/.exec(scripts.test ?? '')?.[1]
  if (!ciRun.includes('pnpm test') || !testFile)
    throw new Error('.ci/run no longer runs `pnpm test` as `node <file>`: read what it runs anew')
  return [...ciRun, ...quotedPnpmCommands(readFileSync(resolve(repo, testFile), 'utf8'))]
}

export function packageScripts(repo: string): Record<string, string> {
  return (
    (
      JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>
      }
    ).scripts ?? {}
  )
}

/**
 * Why a CI file's pnpm commands are not vouched for by a green `.ci/run`: a name that is neither
 * pnpm's own nor a script, or a command `.ci/run` never runs. Empty when every one is.
 *
 * @example unvouched(['pnpm e2e:nightly'], ['pnpm test'], { test: '…' }) // ['pnpm e2e:nightly: no script e2e:nightly in package.json', …]
 */
export function unvouched(
  commands: readonly string[],
  ciCommands: readonly string[],
  scripts: Record<string, string>,
): string[] {
  const ran = new Set(ciCommands.map(commandKey))
  const problems: string[] = []
  for (const command of commands) {
    const name = command.split(/\s+/)[1] ?? ''
    if (!pnpmBuiltins.has(name) && !(name in scripts))
      problems.push(`${command}: no script ${name} in package.json`)
    if (!ran.has(commandKey(command)))
      problems.push(
        `${command}: .ci/run never runs ${commandKey(command)}, so its green says nothing of it`,
      )
  }
  return problems
}
