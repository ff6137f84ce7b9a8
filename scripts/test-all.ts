/**
 * `pnpm test`: every check of the repo, in the order a failure is cheapest to read.
 * Each step streams its output; a summary table and one closing line follow. Steps that need
 * the built site (e2e, scenarios) are skipped when the build failed, and count as failed.
 */
import { spawn } from 'node:child_process'
import { ensureHeadlessShell } from './browser/chromium.ts'
import { busyLoopMs, machineSpeedLine } from './bench/machine-speed.ts'

interface Step {
  name: string
  command: string
  needs?: string
  /** Pulls the passed/failed test counts out of the step's output. */
  counts?: (output: string) => { passed: number; failed: number }
}

// eslint-disable-next-line no-control-regex
const ansiCodes = /\x1b\[[0-9;]*m/g

const lastNumber = (output: string, pattern: RegExp): number => {
  const all = [...output.replace(ansiCodes, '').matchAll(pattern)]
  return all.length ? Number(all[all.length - 1]![1]) : 0
}

const vitestCounts = (output: string) => ({
  passed: lastNumber(output, /Tests\s+(?:\d+ failed \| )?(\d+) passed/g),
  failed: lastNumber(output, /Tests\s+(\d+) failed/g),
})

// A test that passed on its retry is reported as flaky, apart from the passed ones.
const playwrightCounts = (output: string) => ({
  passed: lastNumber(output, /^\s*(\d+) passed/gm) + lastNumber(output, /^\s*(\d+) flaky/gm),
  failed: lastNumber(output, /^\s*(\d+) failed/gm),
})

const scenarioCounts = (output: string) => ({
  passed: lastNumber(output, /scenarios: \d+ checks, (\d+) passed/g),
  failed: lastNumber(output, /scenarios: \d+ checks, \d+ passed, (\d+) failed/g),
})

/**
 * QA's slice of the scenario matrix: 3 templates (one per guest rule) x 3 locales x 5 flows. Of
 * the safer-play flows only self-exclusion is here, the 'cannot log in on any template':
 * one check per layout and language; the others run with the full matrix.
 */
const scenarioSlice =
  'pnpm scenarios --template casino1,slot2,sportsbook1 --flow startup,login,not-found,guest-redirect,self-exclusion'

/**
 * The same templates in English and Chinese: the 5 network faults, and the look of home (a
 * guest's, and a returning player's with the games played last) and 404 against the committed baselines (scripts/scenarios/baselines; re-take them with --update).
 */
const visualAndFaultSlice =
  'pnpm scenarios --visual --template casino1,slot2,sportsbook1 --locale en,zh --flow fault-hang,fault-malformed-json,fault-html-502,fault-dribble,fault-random,visual-home,visual-home-player,visual-not-found --out reports/scenarios-visual'

const steps: Step[] = [
  { name: 'generated contract types are fresh', command: 'pnpm gen:check' },
  { name: 'lint (eslint + contract ruleset)', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'unit and integration tests', command: 'pnpm exec vitest run', counts: vitestCounts },
  { name: 'end-to-end specs against pnpm dev', command: 'pnpm e2e:dev', counts: playwrightCounts },
  { name: 'build the site', command: 'pnpm build' },
  {
    name: 'end-to-end specs',
    command: 'pnpm e2e',
    needs: 'build the site',
    counts: playwrightCounts,
  },
  {
    name: 'end-to-end through the validating proxy',
    command: 'pnpm --filter @playfront/tests e2e:proxy',
    needs: 'build the site',
    counts: playwrightCounts,
  },
  {
    name: 'QA scenario slice',
    command: scenarioSlice,
    needs: 'build the site',
    counts: scenarioCounts,
  },
  {
    name: 'QA faults and visual baselines',
    command: visualAndFaultSlice,
    needs: 'build the site',
    counts: scenarioCounts,
  },
  {
    name: 'scenario runner stories (visual approval, kept pages, React watch, missing files, live page)',
    command: 'pnpm exec vitest run --config scripts/scenarios/visual/vitest.slow.config.ts',
    needs: 'build the site',
    counts: vitestCounts,
  },
]

function run(command: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const tee = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString()
      to.write(chunk)
    }
    child.stdout.on('data', (c: Buffer) => tee(c, process.stdout))
    child.stderr.on('data', (c: Buffer) => tee(c, process.stderr))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

const results: { name: string; status: 'ok' | 'FAILED' | 'skipped'; seconds: number }[] = []
let passed = 0
let failed = 0

process.env.CHROMIUM_PATH ??= ensureHeadlessShell()
// The run's time means little without the machine's speed (a shared host): timed before and after.
const machineBeforeMs = busyLoopMs()

for (const step of steps) {
  const prerequisite = step.needs && results.find((r) => r.name === step.needs)
  if (prerequisite && prerequisite.status !== 'ok') {
    results.push({ name: step.name, status: 'skipped', seconds: 0 })
    failed += 1
    continue
  }
  console.log(`\n━━ ${step.name}: ${step.command}`)
  const started = Date.now()
  const { code, output } = await run(step.command)
  const seconds = (Date.now() - started) / 1000
  results.push({ name: step.name, status: code === 0 ? 'ok' : 'FAILED', seconds })
  const counts = step.counts?.(output)
  if (counts && (counts.passed || counts.failed)) {
    passed += counts.passed
    failed += counts.failed
    if (code !== 0 && counts.failed === 0) failed += 1
  } else if (code === 0) passed += 1
  else failed += 1
}

console.log('\n━━ summary')
for (const r of results)
  console.log(`${r.status.padEnd(8)} ${r.seconds.toFixed(1).padStart(7)}s  ${r.name}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
process.exit(results.every((r) => r.status === 'ok') ? 0 : 1)
