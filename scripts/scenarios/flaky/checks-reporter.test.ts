import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import type { CheckRecord } from './checks-reporter.ts'
import type { RunHistory } from '../report/history.ts'

/*
 * The reporter of the e2e suites, in a Playwright run of its own on a few tests that need no
 * browser: one that passes, one that passes only on its retry, one that always fails.
 */
const work = mkdtempSync(join(tmpdir(), 'checks-reporter-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const scripts = fileURLToPath(new URL('../../', import.meta.url))
symlinkSync(join(scripts, 'node_modules'), join(work, 'node_modules'), 'dir')
const playwright = createRequire(import.meta.url).resolve('@playwright/test/cli')
const reporter = fileURLToPath(new URL('./checks-reporter.ts', import.meta.url))
const reports = join(work, 'reports')

writeFileSync(
  join(work, 'some.spec.ts'),
  `import { expect, test } from '@playwright/test'
test.describe('wallet', () => {
  test('deposits', () => expect(1).toBe(1))
  test('withdraws', ({}, info) => expect(info.retry, 'only the retry passes').toBe(1))
  test('shows the limit', () => expect('late', 'always fails').toBe('on time'))
})
`,
)

function runSuite(quarantined: object[]) {
  rmSync(join(reports, 'checks.json'), { force: true })
  const list = join(work, 'quarantine.json')
  writeFileSync(list, JSON.stringify({ quarantined }))
  writeFileSync(
    join(work, 'playwright.config.ts'),
    `export default {
      testDir: '.',
      retries: 1,
      outputDir: 'results',
      reporter: [[${JSON.stringify(reporter)}, { suite: 'e2e', folder: 'reports', quarantineFile: ${JSON.stringify(list)} }]],
    }`,
  )
  const run = spawnSync(process.execPath, [playwright, 'test', '-c', 'playwright.config.ts'], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
  })
  const file = join(reports, 'checks.json')
  const checks = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { checks: CheckRecord[] }).checks
    : undefined
  return { code: run.status, output: run.stdout + run.stderr, checks }
}

const late = {
  suite: 'e2e',
  check: 'some.spec.ts › wallet › shows the limit',
  reason: 'waits on a timer that a busy machine runs late',
  since: '2026-11-27',
}

// Each test starts Playwright's runner: seconds idle, tens of seconds on a busy 2-core machine.
const playwrightRun = 120_000

describe('the e2e suites record their retries', () => {
  it(
    'names each test with its result after any retry, and fails the run on a failure',
    () => {
      mkdirSync(reports, { recursive: true })
      const { code, output, checks } = runSuite([])
      expect(code, output).toBe(1)
      expect(checks!.map(({ id, status, retries }) => ({ id, status, retries }))).toEqual([
        { id: 'some.spec.ts › wallet › deposits', status: 'passed', retries: 0 },
        { id: 'some.spec.ts › wallet › withdraws', status: 'flaky', retries: 1 },
        { id: 'some.spec.ts › wallet › shows the limit', status: 'failed', retries: 1 },
      ])
      expect(output).toContain('flaky, passed only on a retry (1):')
      expect(output).toMatch(/≈ some\.spec\.ts › wallet › withdraws: flaky in 1 of its last 1 run/)
      expect(output).toContain('flaky and quarantined: 1 flaky, 0 quarantined, 0 of them failed')
    },
    playwrightRun,
  )

  it(
    'lets a run pass whose only failure is quarantined, still naming it, and keeps the history',
    () => {
      const { code, output, checks } = runSuite([late])
      expect(code, output).toBe(0)
      expect(checks![2]).toMatchObject({ status: 'failed', quarantine: late })
      expect(output).toContain(
        '✗ some.spec.ts › wallet › shows the limit: failed (Error: always fails)',
      )
      expect(output).toContain('set aside since 2026-11-27: waits on a timer')
      expect(output).toContain('flaky and quarantined: 1 flaky, 1 quarantined, 1 of them failed')
      expect(output).toMatch(/withdraws: flaky in 2 of its last 2 run\(s\), flake rate 1\.00/)
      const history = JSON.parse(readFileSync(join(reports, 'history.json'), 'utf8')) as RunHistory
      expect(history.runs).toHaveLength(2)
    },
    playwrightRun,
  )

  it(
    'stops at once on a quarantine list it cannot read, naming the entry',
    () => {
      const { code, output, checks } = runSuite([{ ...late, reason: '' }])
      expect(code).not.toBe(0)
      expect(output).toMatch(
        /quarantine\.json: entry 1 \(some\.spec\.ts › wallet › shows the limit\) gives no reason/,
      )
      expect(checks).toBeUndefined()
    },
    playwrightRun,
  )
})
