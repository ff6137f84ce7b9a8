// The breaking-change gate of `pnpm lint`: contract/openapi.yaml as it is now, compared with the
// version on the previous commit of main (on main: HEAD~1; on a branch: where it left main), or
// with `--base <git ref>`; `--head file.yaml` judges another file than contract/openapi.yaml. Any break of one of the 23 calls fails; a provisional call may change
// only with an entry naming it under "## Unreleased" in contract/CHANGELOG.md.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import { findBreakingChanges } from '../src/breaking/breaking-changes.ts'

const { values } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string' } } })
const contractFile = values.head ?? new URL('../openapi.yaml', import.meta.url)
const changelogFile = new URL('../CHANGELOG.md', import.meta.url)

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    }).trim()
  } catch {
    return undefined
  }
}

function baseRef(): string | undefined {
  if (values.base) return values.base
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
  if (branch === 'main') return 'HEAD~1'
  return git('merge-base', 'HEAD', 'main')
}

const ref = baseRef()
const root = git('rev-parse', '--show-toplevel')
const baseText = ref && root ? git('-C', root, 'show', `${ref}:contract/openapi.yaml`) : undefined
if (!baseText) {
  console.log(
    `contract gate: no earlier contract to compare with (${ref ?? 'no main branch'}); skipped`,
  )
  process.exit(values.base ? 1 : 0)
}
const verdict = findBreakingChanges(
  parse(baseText),
  parse(readFileSync(contractFile, 'utf8')),
  existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
)
for (const change of verdict.allowed)
  console.log(
    `allowed  ${change.call}  ${change.kind}  ${change.where}  (contract/CHANGELOG.md, Unreleased)`,
  )
for (const change of verdict.failures) {
  const hint = change.provisional
    ? 'provisional: add an entry naming the path under "## Unreleased" in contract/CHANGELOG.md'
    : 'one of the 23 specified calls'
  console.error(`BREAKING ${change.call}  ${change.kind}  ${change.where}  (${hint})`)
}
const short = ref!.length === 40 ? ref!.slice(0, 10) : ref
console.log(
  `contract gate: compared with ${short}: ${verdict.failures.length} breaking, ${verdict.allowed.length} allowed by the changelog`,
)
process.exit(verdict.failures.length > 0 ? 1 : 0)
