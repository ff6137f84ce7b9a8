import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { commandPath, shownPath } from '../shown-path.ts'
import { approveCommand, approveCommandIn } from './approve-command.ts'
import { defaultBaselinesDir } from './baseline-files.ts'

const root = process.cwd()

describe('the approve command a report gives', () => {
  it('names only the folders that are not the default ones', () => {
    expect(approveCommand(join(root, 'reports/scenarios'))).toBe('pnpm scenarios approve')
    expect(approveCommand(join(root, 'reports/nightly'), join(root, 'qa/baselines'))).toBe(
      'pnpm scenarios approve --out reports/nightly --baselines qa/baselines',
    )
  })

  it('names a folder outside the repository whole, as the run names its report', () => {
    // Before, '../../srv/qa/out': right only from the repository root, and unlike the run's own line.
    expect(approveCommand('/srv/qa/out', '/srv/qa/baselines')).toBe(
      'pnpm scenarios approve --out /srv/qa/out --baselines /srv/qa/baselines',
    )
  })

  it('quotes a folder the shell would split, and reads it back from a moved report', () => {
    const command = approveCommand('/srv/qa/out', "/srv/QA team's baselines")
    expect(command).toBe(
      `pnpm scenarios approve --out /srv/qa/out --baselines '/srv/QA team'\\''s baselines'`,
    )
    expect(approveCommandIn(command, '/srv/qa/out/previous')).toBe(
      `pnpm scenarios approve --out /srv/qa/out/previous --baselines '/srv/QA team'\\''s baselines'`,
    )
  })

  it('keeps the default baselines when the command named none', () => {
    expect(
      approveCommandIn('pnpm scenarios approve', join(root, 'reports/scenarios/previous')),
    ).toBe('pnpm scenarios approve --out reports/scenarios/previous')
    expect(resolve(defaultBaselinesDir)).toBe(join(root, 'scripts/scenarios/baselines'))
  })
})

describe('paths as printed', () => {
  it('are relative inside the repository and whole outside it', () => {
    expect(shownPath(join(root, 'reports/scenarios/index.html'))).toBe(
      'reports/scenarios/index.html',
    )
    expect(shownPath(root)).toBe('.')
    expect(shownPath('/srv/qa')).toBe('/srv/qa')
  })

  it('are quoted for the shell only when they need it', () => {
    expect(commandPath('/srv/qa-1/base_lines.v2')).toBe('/srv/qa-1/base_lines.v2')
    expect(commandPath('/srv/my $HOME')).toBe(`'/srv/my $HOME'`)
  })
})
