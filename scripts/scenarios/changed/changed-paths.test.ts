import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FlagError } from '../flag-error.ts'
import { changedPaths } from './changed-paths.ts'

const work = mkdtempSync(join(tmpdir(), 'changed-paths-'))
const repo = join(work, 'repo')
afterAll(() => rmSync(work, { recursive: true, force: true }))

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'qa',
      GIT_AUTHOR_EMAIL: 'qa@example.com',
      GIT_COMMITTER_NAME: 'qa',
      GIT_COMMITTER_EMAIL: 'qa@example.com',
    },
  })
const write = (path: string, text = `${path}\n`) => {
  mkdirSync(join(repo, path, '..'), { recursive: true })
  writeFileSync(join(repo, path), text)
}
const commit = (message: string) => {
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', message)
}

beforeAll(() => {
  mkdirSync(repo)
  git(repo, 'init', '-q', '-b', 'main')
  write('web/src/locales/zh/ui.json')
  write('contract/openapi.yaml')
  write('docs/old-name.md')
  commit('the start')
  git(repo, 'checkout', '-q', '-b', 'feature')
  write('web/src/locales/zh/ui.json', 'changed on the branch\n')
  renameSync(join(repo, 'docs/old-name.md'), join(repo, 'docs/new-name.md'))
  commit('the branch')
  git(repo, 'checkout', '-q', 'main')
  write('contract/openapi.yaml', 'main moved on\n')
  commit('main moves on')
  git(repo, 'checkout', '-q', 'feature')
  // Not committed yet: one change of a tracked file, one new file.
  write('web/src/features/vip/vip.ts', 'new, untracked\n')
  write('web/src/locales/en/ui.json', 'new and staged\n')
  git(repo, 'add', 'web/src/locales/en/ui.json')
})

describe('changedPaths: what --only-changed reads from git', () => {
  it('is what is not committed yet by default (HEAD), untracked files included', () => {
    expect(changedPaths('HEAD', repo).paths).toEqual([
      'web/src/features/vip/vip.ts',
      'web/src/locales/en/ui.json',
    ])
  })

  it('against a branch, is what this branch changed since it left it, not what the branch gained since', () => {
    const changed = changedPaths('main', repo)
    expect(changed.paths).toEqual([
      'docs/new-name.md',
      'docs/old-name.md',
      'web/src/features/vip/vip.ts',
      'web/src/locales/en/ui.json',
      'web/src/locales/zh/ui.json',
    ])
    expect(changed.base).toBe(git(repo, 'rev-parse', 'main~1').trim())
  })

  it('finds the repository from any folder in it', () => {
    expect(changedPaths('HEAD', join(repo, 'web/src')).paths).toContain(
      'web/src/locales/en/ui.json',
    )
  })

  it('says what is wrong with a ref git does not know, or a clone too shallow to reach it', () => {
    expect(() => changedPaths('no-such-branch', repo)).toThrow(FlagError)
    expect(() => changedPaths('no-such-branch', repo)).toThrow(/git knows no such commit/)
    const shallow = join(work, 'shallow')
    git(work, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${repo}`, shallow)
    expect(() => changedPaths('HEAD~1', shallow)).toThrow(/this clone is shallow.*fetch-depth: 0/)
    expect(() => changedPaths('HEAD', tmpdir())).toThrow(/not in a git repository/)
  })
})
