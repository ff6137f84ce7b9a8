import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { copyBuiltSite } from '../built-site.ts'
import { runScenariosCli } from '../cli-run.ts'
import type { GridReport } from '../report/grid.ts'

/*
 * The "Done when", end to end on the built site: one colour token of one palette changed
 * on purpose flags exactly that template and colour; approving from the report's command makes
 * the next run pass, with casino1 unchanged in every run. It works on a copy of the committed
 * baselines, so they are never touched. That an unchanged site reports no change against them is
 * the QA slice of `pnpm test` (`scripts/test-all.ts`), which runs these cells and
 * more on every run: a run of its own here cost 15 CPU-s.
 */
const work = mkdtempSync(join(tmpdir(), 'visual-approval-'))
const baselines = join(work, 'baselines')
const report = join(work, 'report')
const changedSite = join(work, 'site')
const selection = [
  '--template',
  'casino1,slot2',
  '--locale',
  'en',
  '--flow',
  'visual-not-found',
  '--workers',
  '1',
]
cpSync(fileURLToPath(new URL('../baselines/', import.meta.url)), baselines, { recursive: true })

afterAll(() => rmSync(work, { recursive: true, force: true }))

const scenarios = (...args: string[]) =>
  runScenariosCli([...args, '--out', report, '--baselines', baselines])

const grid = (): GridReport =>
  JSON.parse(readFileSync(join(report, 'grid.json'), 'utf8')) as GridReport
const changedIds = () =>
  grid()
    .cells.filter((c) => c.status === 'changed')
    .map((c) => c.id)

/** A copy of the built site in which one palette's surface colour is another. */
function siteWithSurface(template: string, colour: string, surface: string): void {
  copyBuiltSite(changedSite)
  const assets = join(changedSite, 'assets')
  const rule = `.theme-${template}.color-${colour}{`
  const sheet = readdirSync(assets).find(
    (file) => file.endsWith('.css') && readFileSync(join(assets, file), 'utf8').includes(rule),
  )
  if (!sheet) throw new Error(`no stylesheet of the built site holds ${rule}`)
  const css = readFileSync(join(assets, sheet), 'utf8')
  const changed = css.replace(
    new RegExp(`(${rule.replace(/[.{]/g, '\\$&')}[^}]*?--color-surface:)#[0-9a-f]+`),
    `$1${surface}`,
  )
  expect(changed).not.toBe(css)
  writeFileSync(join(assets, sheet), changed)
}

describe('visual baselines, as QA uses them', { timeout: 240_000 }, () => {
  it('flags exactly the template and colour whose palette changed, and passes once approved', () => {
    // The colour slot2's tenant shows, the one folder of its baselines.
    const [colour, ...others] = readdirSync(join(baselines, 'slot2'))
    expect(others).toEqual([])
    siteWithSurface('slot2', colour!, '#ff00aa')

    const flagged = scenarios('--visual', '--site', changedSite, ...selection)
    expect(flagged.code, flagged.output).toBe(1)
    expect(changedIds()).toEqual(['slot2.en.visual-not-found'])
    const shots = grid().cells.find((c) => c.id === 'slot2.en.visual-not-found')!.visual!
    expect(shots.map((s) => [s.key.split('/').slice(0, 2).join('/'), s.status])).toEqual([
      [`slot2/${colour!}`, 'changed'],
      [`slot2/${colour!}`, 'changed'],
    ])
    expect(grid().cells.find((c) => c.template === 'casino1')!.status).toBe('passed')

    const command = /accept all: pnpm scenarios approve (.*)$/m.exec(flagged.output)?.[1]
    expect(command).toContain('slot2.en.visual-not-found')
    const approved = scenarios('approve', 'slot2.en.visual-not-found')
    expect(approved.code, approved.output).toBe(0)

    const after = scenarios('--visual', '--site', changedSite, ...selection)
    expect(after.code, after.output).toBe(0)
    expect(changedIds()).toEqual([])
    expect(
      grid()
        .cells.flatMap((c) => c.visual ?? [])
        .map((shot) => shot.status),
    ).toEqual(['same', 'same', 'same', 'same'])
  })
})
