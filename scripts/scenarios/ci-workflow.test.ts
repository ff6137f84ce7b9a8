import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, onTestFinished } from 'vitest'
import { parse } from 'yaml'
import {
  ciRunCommands,
  commandKey,
  packageScripts,
  pnpmCommands,
  quotedPnpmCommands,
  unvouched,
} from './ci-commands.ts'

/*
 * The matrix on N machines in CI (.github/workflows/scenarios.yml), which cannot run here: the
 * site built once and shared, one job per shard balanced by the last run's durations, the merged
 * report published. Each of its pnpm commands must be one that .ci/run also runs, so that a green
 * .ci/run vouches for every step of it.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url))

interface Step {
  name?: string
  run?: string
  uses?: string
  if?: string
  with?: Record<string, string>
}
interface Job {
  needs?: string | string[]
  if?: string
  container?: string
  strategy?: { 'fail-fast': boolean; matrix: Record<string, string> }
  outputs?: Record<string, string>
  steps: Step[]
}
const workflow = parse(readFileSync(join(repo, '.github/workflows/scenarios.yml'), 'utf8')) as {
  on: { workflow_dispatch: { inputs: Record<string, { default: string }> } }
  env: Record<string, string>
  jobs: Record<'build' | 'shard' | 'merge', Job>
}
const { build, shard, merge } = workflow.jobs
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []))
const commandsOf = (job: Job) => runs(job).flatMap(pnpmCommands)
const stepUsing = (job: Job, action: string) => job.steps.filter((s) => s.uses?.startsWith(action))

describe('the scenarios workflow', () => {
  it('calls only pnpm commands that exist and that .ci/run runs too', () => {
    const commands = [build, shard, merge].flatMap(commandsOf)
    expect(commands.map(commandKey)).toEqual(
      expect.arrayContaining([
        'pnpm install --frozen-lockfile',
        'pnpm build',
        'pnpm exec node scripts/browser/ensure-chromium.ts',
        'pnpm scenarios',
      ]),
    )
    expect(unvouched(commands, ciRunCommands(repo), packageScripts(repo))).toEqual([])
  })

  it('builds the site once, on Debian as .ci/run does, and hands every shard the same site and durations', () => {
    for (const job of [build, shard, merge]) expect(job.container).toMatch(/bookworm/)
    expect(commandsOf(build)).toContain('pnpm build')
    expect(commandsOf(shard).map(commandKey)).not.toContain('pnpm build')
    const uploaded = stepUsing(build, 'actions/upload-artifact')[0]!.with!
    const downloaded = stepUsing(shard, 'actions/download-artifact')[0]!.with!
    expect(downloaded.name).toBe(uploaded.name)
    expect(runs(build).join('\n')).toContain(
      'cp reports/scenarios/history.json shared/durations.json',
    )
    expect(commandsOf(shard)).toContain(
      'pnpm scenarios --shard "${{ matrix.shard }}/$SHARDS" "${durations[@]}" --site shared/site --out "reports/shard-${{ matrix.shard }}" $FLAGS',
    )
    expect(runs(shard).join('\n')).toContain('durations=(--durations shared/durations.json)')
  })

  it('runs as many shards as asked, one job each, every shard reporting even when red', () => {
    expect(workflow.on.workflow_dispatch.inputs.shards!.default).toBe('3')
    expect(workflow.env.SHARDS).toBe("${{ inputs.shards || '3' }}")
    expect(shard.needs).toBe('build')
    expect(shard.strategy).toEqual({
      'fail-fast': false,
      matrix: { shard: '${{ fromJSON(needs.build.outputs.shards) }}' },
    })
    const plan = build.steps.find((s) => s.run?.includes('GITHUB_OUTPUT'))!.run!
    const planFor = (shards: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'ci-plan-'))
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
      const output = join(dir, 'output')
      try {
        execFileSync('bash', ['-e', '-c', plan], {
          env: { ...process.env, SHARDS: shards, GITHUB_OUTPUT: output },
          stdio: 'pipe',
        })
        return readFileSync(output, 'utf8').trim()
      } catch (error) {
        return `failed: ${(error as { stdout: Buffer }).stdout.toString().trim()}`
      }
    }
    expect(planFor('3')).toBe('shards=[1,2,3]')
    expect(planFor('1')).toBe('shards=[1]')
    expect(planFor('0')).toBe(
      "failed: ::error::shards must be a whole number of 1 or more, not '0'",
    )
    expect(planFor('two')).toMatch(/^failed: ::error::shards must be a whole number/)
    const report = stepUsing(shard, 'actions/upload-artifact')[0]!
    expect(report.if).toBe('${{ !cancelled() }}')
    expect(report.with!.path).toBe('reports/shard-${{ matrix.shard }}')
  })

  it("merges the shards' reports into one, published, whose history balances the next run", () => {
    expect(merge.needs).toEqual(['build', 'shard'])
    expect(merge.if).toBe("${{ !cancelled() && needs.build.result == 'success' }}")
    expect(stepUsing(merge, 'actions/download-artifact')[0]!.with).toEqual({
      pattern: 'scenarios-shard-*',
      path: 'reports',
    })
    expect(commandsOf(merge)).toContain(
      'pnpm scenarios merge reports/scenarios-shard-* --out reports/scenarios',
    )
    expect(stepUsing(merge, 'actions/upload-artifact')[0]!.with).toMatchObject({
      name: 'scenarios-report',
      path: 'reports/scenarios',
    })
    const saved = stepUsing(merge, 'actions/cache/save')[0]!.with!
    const restored = stepUsing(build, 'actions/cache/restore')[0]!.with!
    expect(saved.path).toBe('reports/scenarios/history.json')
    expect(restored.path).toBe(saved.path)
    expect(saved.key!.startsWith(restored['restore-keys']!)).toBe(true)
  })
})

describe("the check on a CI file's pnpm commands", () => {
  it('reads the commands of a script, continued lines and comments included', () => {
    expect(
      pnpmCommands(
        'npm install -g pnpm@10\npnpm install --frozen-lockfile # the lock\nif [ -f x ]; then pnpm scenarios \\\n  --shard 1/2; fi',
      ),
    ).toEqual(['pnpm install --frozen-lockfile', 'pnpm scenarios --shard 1/2'])
  })

  it("reads a TypeScript file's commands from its string literals, not from names that mention pnpm", () => {
    expect(
      quotedPnpmCommands(
        "{ name: 'end-to-end specs against pnpm dev', command: 'pnpm e2e:dev' }, `pnpm scenarios --flow startup`",
      ),
    ).toEqual(['pnpm e2e:dev', 'pnpm scenarios --flow startup'])
  })

  it('reads a command in double quotes whole, its single-quoted arguments included', () => {
    expect(
      quotedPnpmCommands(
        `const slice =\n  "pnpm scenarios --locale en,zh --grep-invert '\\.zh\\.login$'"`,
      ),
    ).toEqual(["pnpm scenarios --locale en,zh --grep-invert '\\.zh\\.login$'"])
  })

  it('names a command that is no script, and one that .ci/run never runs', () => {
    const ci = ['pnpm install --frozen-lockfile', 'pnpm test', 'pnpm build']
    const scripts = { test: 'node scripts/test-all.ts', build: 'vite build', gallery: 'x' }
    expect(
      unvouched(
        ['pnpm install', 'pnpm build --mode staging', 'pnpm gallery', 'pnpm e2e:nightly'],
        ci,
        scripts,
      ),
    ).toEqual([
      'pnpm install: .ci/run never runs pnpm install, so its green says nothing of it',
      'pnpm gallery: .ci/run never runs pnpm gallery, so its green says nothing of it',
      'pnpm e2e:nightly: no script e2e:nightly in package.json',
      'pnpm e2e:nightly: .ci/run never runs pnpm e2e:nightly, so its green says nothing of it',
    ])
  })
})

/*
 * The workflow on every push and pull request (.github/workflows/ci.yml): .ci/run itself with
 * pnpm's store cached, and on a pull request the scenario checks its change can affect.
 */
const ci = parse(readFileSync(join(repo, '.github/workflows/ci.yml'), 'utf8')) as {
  on: Record<string, unknown>
  env: Record<string, string>
  jobs: Record<'ci-run' | 'scenarios-changed', Job>
}
const ciRun = ci.jobs['ci-run']
const changed = ci.jobs['scenarios-changed']

describe('the workflow on every push and pull request', () => {
  it('runs .ci/run on every push and pull request, on Debian as root as CI does here', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(ciRun.if).toBeUndefined()
    expect(ciRun.container).toMatch(/^node:24-bookworm$/)
    expect(runs(ciRun)).toContain('bash .ci/run')
  })

  it("keeps pnpm's store between runs, by the lockfile, where pnpm is told to keep it", () => {
    for (const job of [ciRun, changed]) {
      const cache = stepUsing(job, 'actions/cache@')[0]!.with!
      expect(cache.path).toBe(ci.env.npm_config_store_dir)
      expect(cache.key).toBe("pnpm-store-${{ runner.os }}-${{ hashFiles('pnpm-lock.yaml') }}")
      expect(cache.key!.startsWith(cache['restore-keys']!)).toBe(true)
      // The store is restored before anything installs.
      const steps = job.steps.map((s) => s.uses ?? s.run ?? '')
      const restored = steps.findIndex((s) => s.startsWith('actions/cache@'))
      const installs = steps.findIndex((s) => /\.ci\/run|pnpm install/.test(s))
      expect(restored).toBeGreaterThan(-1)
      expect(restored).toBeLessThan(installs)
    }
  })

  it('installs the pnpm that package.json pins', () => {
    const pin = ciRun.steps.find((s) => s.name?.startsWith('pnpm, the version'))!.run!
    const bin = mkdtempSync(join(tmpdir(), 'ci-npm-'))
    onTestFinished(() => rmSync(bin, { recursive: true, force: true }))
    // npm stands in as a script that says what it was asked.
    writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "npm $*"\n', { mode: 0o755 })
    const said = execFileSync('sh', ['-e', '-c', pin], {
      cwd: repo,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    })
    const pinned = (
      JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
        packageManager: string
      }
    ).packageManager
    expect(said.trim()).toBe(`npm install -g ${pinned}`)
    expect(changed.steps.find((s) => s.name?.startsWith('pnpm, the version'))!.run).toBe(pin)
  })

  it('runs on a pull request only the scenario checks its change can affect, with the history to find them', () => {
    expect(changed.if).toBe("${{ github.event_name == 'pull_request' }}")
    expect(stepUsing(changed, 'actions/checkout')[0]!.with).toEqual({ 'fetch-depth': 0 })
    const scenarios = changed.steps.find((s) => s.run?.startsWith('pnpm scenarios'))!
    expect(scenarios.run).toBe('pnpm scenarios --only-changed "origin/$BASE_REF"')
    expect((scenarios as { env?: Record<string, string> }).env).toEqual({
      BASE_REF: '${{ github.base_ref }}',
    })
    expect(commandsOf(changed).map(commandKey)).toEqual([
      'pnpm install --frozen-lockfile',
      'pnpm exec node scripts/browser/ensure-chromium.ts',
      'pnpm build',
      'pnpm scenarios',
    ])
    expect(unvouched(commandsOf(changed), ciRunCommands(repo), packageScripts(repo))).toEqual([])
  })

  it("keeps every suite's history of its checks from run to run, so a flake's record spans them", () => {
    const kept = ci.env.HISTORIES!.trim().split('\n')
    const e2eFolders = [
      'playwright.config.ts',
      'playwright.dev.config.ts',
      'playwright.proxy.config.ts',
    ]
      .map((file) => readFileSync(join(repo, 'tests', file), 'utf8'))
      .map((config) => /folder: '\.\.\/(reports\/[^']+)'/.exec(config)![1]!)
    const testAll = readFileSync(join(repo, 'scripts/test-all.ts'), 'utf8')
    const scenarioFolders = [
      'reports/scenarios',
      ...[...testAll.matchAll(/--out (reports\/\S+?)'/g)].map((m) => m[1]!),
    ]
    expect([...kept].sort()).toEqual(
      [...e2eFolders, ...scenarioFolders].map((folder) => `${folder}/history.json`).sort(),
    )
    const steps = ciRun.steps.map((step) => step.uses ?? step.run ?? '')
    const restore = steps.findIndex((step) => step.startsWith('actions/cache/restore'))
    const save = steps.findIndex((step) => step.startsWith('actions/cache/save'))
    expect(restore).toBeLessThan(steps.indexOf('bash .ci/run'))
    expect(save).toBeGreaterThan(steps.indexOf('bash .ci/run'))
    expect(ciRun.steps[save]!.if).toBe('${{ !cancelled() }}')
    expect(
      ciRun.steps[save]!.with!.key!.startsWith(ciRun.steps[restore]!.with!['restore-keys']!),
    ).toBe(true)
  })

  it('leaves the nightly matrix whole', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch'])
    expect(runs(shard).join('\n')).not.toMatch(/--only-changed|--last-failed/)
  })
})
