import { execFileSync } from 'node:child_process'
import { FlagError } from '../flag-error.ts'

/** The files a change touched, relative to the repository's root, and what they were compared with. */
export interface ChangedPaths {
  ref: string
  /** The commit the working tree was compared with: where `ref` and HEAD meet. */
  base: string
  paths: string[]
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

const list = (output: string) => output.split('\0').filter(Boolean)

/**
 * What `--only-changed [ref]` reads, as Playwright's flag does: the files that differ between the
 * working tree and `ref`, committed or not, and the untracked ones. The tree is compared with the
 * merge base of `ref` and HEAD, so that on a branch, `origin/main` means what the branch changed
 * (not what main gained since); for `HEAD` or a commit before it, that is `ref` itself. A moved
 * file counts at both places.
 *
 * @example changedPaths('origin/main', repoRoot).paths // ['web/src/locales/zh/ui.json']
 */
export function changedPaths(ref: string, cwd: string): ChangedPaths {
  let root: string
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim()
  } catch {
    throw new FlagError(`--only-changed compares with git, and ${cwd} is not in a git repository`)
  }
  let base: string
  try {
    base = git(root, ['merge-base', ref, 'HEAD']).trim()
  } catch {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
    throw new FlagError(
      shallow
        ? `--only-changed ${ref}: this clone is shallow and does not reach ${ref} or where it meets HEAD; fetch the history (a CI checkout: fetch-depth: 0)`
        : `--only-changed ${ref}: git knows no such commit, branch or tag in common with HEAD`,
    )
  }
  const tracked = list(git(root, ['diff', '--name-only', '--no-renames', '-z', base]))
  const untracked = list(git(root, ['ls-files', '--others', '--exclude-standard', '-z']))
  return { ref, base, paths: [...new Set([...tracked, ...untracked])].sort() }
}
