import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runScenariosCli } from './cli-run.ts'

const dir = mkdtempSync(join(tmpdir(), 'scenarios-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const aFile = join(dir, 'notes.txt')
writeFileSync(aFile, 'not a folder\n')
const oneCheck = ['--template', 'casino1', '--locale', 'en', '--flow', 'startup']

describe('pnpm scenarios with a file where a folder belongs', () => {
  const rows: [string, string[], RegExp][] = [
    ['--out', [...oneCheck, '--out', aFile], /--out .*notes\.txt: that is a file; name a folder/],
    [
      '--baselines',
      [...oneCheck, '--visual', '--out', join(dir, 'report'), '--baselines', aFile],
      /--baselines .*notes\.txt: that is a file/,
    ],
    [
      'approve --out',
      ['approve', 'casino1.en.visual-home', '--out', aFile],
      /--out .*that is a file/,
    ],
  ]
  for (const [flag, args, message] of rows)
    it(`${flag}: stops with exit code 2 and says so, before anything runs`, () => {
      const run = runScenariosCli(args)
      expect(run.code, run.output).toBe(2)
      expect(run.output).toMatch(message)
      expect(run.output).not.toMatch(/\n\s+at /)
    })
})

describe('pnpm scenarios --list', () => {
  /** `--list` over these templates, locales and flows, with a report folder that must stay unmade. */
  const list = (templates: string, locales: string, flows: string, ...more: string[]) =>
    runScenariosCli([
      '--list',
      ...['--template', templates, '--locale', locales, '--flow', flows],
      ...more,
      ...['--out', join(dir, 'listed')],
    ])

  it('prints the checks of the selection and runs none', () => {
    const run = list('slot2', 'zh', 'login,startup')
    expect(run.code, run.output).toBe(0)
    expect(run.output).toMatch(
      /^ {2}slot2\.zh\.startup\n {2}slot2\.zh\.login\nscenarios: 2 checks listed, none run\n/,
    )
    expect(existsSync(join(dir, 'listed'))).toBe(false)
  })

  it('--grep-invert leaves out the checks whose id it matches, as in Playwright', () => {
    const run = list('casino1,slot2', 'en,zh', 'startup,login', '--grep-invert', '\\.zh\\.login$')
    expect(run.code, run.output).toBe(0)
    expect(run.output).toMatch(
      /^ {2}casino1\.en\.startup\n {2}casino1\.en\.login\n {2}casino1\.zh\.startup\n {2}slot2\.en\.startup\n {2}slot2\.en\.login\n {2}slot2\.zh\.startup\nscenarios: 6 checks listed, none run\n/,
    )
  })
})
