import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contextFilter, dockerfilePlan } from './dockerfile-steps.ts'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const plan = dockerfilePlan(readFileSync(`${repo}web/Dockerfile`, 'utf8'))
const [build, runtime] = plan.stages
const runs = (stage = build!) =>
  stage.steps.flatMap((step) => (step.kind === 'run' ? [step.command] : []))

describe('web/Dockerfile', () => {
  it('pins the pnpm that package.json names as its packageManager', () => {
    const { packageManager } = JSON.parse(readFileSync(`${repo}package.json`, 'utf8')) as {
      packageManager: string
    }
    const pinned = build!.steps.find((step) => step.kind === 'arg' && step.name === 'PNPM_VERSION')
    expect(pinned && `pnpm@${pinned.kind === 'arg' ? pinned.value : ''}`).toBe(packageManager)
    expect(runs()[0]).toBe('npm install -g pnpm@${PNPM_VERSION}')
  })

  it('fetches from the lockfile alone before the rest of the context arrives', () => {
    const kinds = build!.steps.map((step) =>
      step.kind === 'copy'
        ? `COPY ${step.sources.join(' ')}`
        : step.kind === 'run'
          ? `RUN ${step.command}`
          : '',
    )
    const fetch = kinds.indexOf('RUN pnpm fetch')
    expect(kinds[fetch - 1]).toBe('COPY pnpm-lock.yaml pnpm-workspace.yaml')
    expect(kinds.indexOf('COPY .')).toBeGreaterThan(fetch)
    expect(runs()).toContain('pnpm install --offline --frozen-lockfile')
  })

  it('deploys the web package with its production dependencies, and no npm install without a lockfile', () => {
    expect(runs().find((command) => command.includes(' deploy '))).toMatch(
      /^pnpm --filter @playfront\/web --prod .*deploy deployed$/,
    )
    for (const stage of plan.stages)
      expect(
        runs(stage).filter((command) => /\bnpm (install|i|ci)\b(?! -g pnpm@)/.test(command)),
      ).toEqual([])
    expect(runtime!.steps).toContainEqual({
      kind: 'copy',
      from: 'build',
      sources: ['/repo/deployed/node_modules'],
      destination: './node_modules',
    })
    expect(plan.command).toEqual(['node', 'dist-server/main.js'])
  })
})

describe('reading a Dockerfile', () => {
  it('refuses what it cannot perform, by name', () => {
    const refused: [string, RegExp][] = [
      ['FROM a\nADD x y\nCMD ["a"]', /ADD: not understood/],
      ['FROM a\nRUN --mount=type=cache,target=/x pnpm i\nCMD ["a"]', /only a plain shell command/],
      ['FROM a\nCOPY src/*.ts ./\nCMD ["a"]', /only COPY \[--from=stage\]/],
      ['FROM a\nCMD node main.js', /only the exec form/],
      ['RUN x', /before any FROM/],
      ['FROM a\nRUN x', /no CMD/],
    ]
    for (const [text, error] of refused) expect(() => dockerfilePlan(text), text).toThrow(error)
  })

  it("joins continued lines and keeps the last stage's command", () => {
    expect(
      dockerfilePlan(
        'FROM a AS one\nRUN echo \\\ntwo\nFROM b\n# a note\nENV A=1 B=2\nCMD ["x", "y"]',
      ),
    ).toEqual({
      stages: [
        { image: 'a', name: 'one', steps: [{ kind: 'run', command: 'echo two' }] },
        { image: 'b', steps: [{ kind: 'env', values: { A: '1', B: '2' } }] },
      ],
      command: ['x', 'y'],
    })
  })
})

describe('.dockerignore', () => {
  const rows: [string, boolean][] = [
    ['web/node_modules/react/index.js', false],
    ['node_modules/.pnpm/x', false],
    ['web/dist/index.html', false],
    ['web/src/main.tsx', true],
    ['reports/scenarios/grid.json', false],
    ['scripts/scenarios/baselines/casino1/blue/en.home.390.png', false],
    ['scripts/scenarios/cli.ts', true],
    ['pnpm-lock.yaml', true],
    ['mock-server/.mock-state-1.json', false],
  ]
  const keep = contextFilter(readFileSync(`${repo}.dockerignore`, 'utf8'))
  it.each(rows)('%s: in the context %s', (path, kept) => expect(keep(path)).toBe(kept))
  it('refuses exceptions it does not read', () => {
    expect(() => contextFilter('docs\n!docs/keep.md')).toThrow(/exceptions/)
  })
})
