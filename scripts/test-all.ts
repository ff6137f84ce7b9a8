/**
 * `pnpm test`: every check of the repo, in phases (see `phases` below): the quick static checks
 * and the build side by side, each printed whole as it ends, then each suite streaming its output;
 * a summary table and one closing line follow. Steps that need the built site (e2e, scenarios) are skipped when the
 * build failed, and count as failed.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
import { ensureHeadlessShell } from './browser/chromium.ts'
import { notThroughTheProxy } from './browser/specs-through-the-proxy.ts'
import { ensureVarnish } from './browser/varnish.ts'
import { busyLoopMs, machineSpeedLine } from './bench/machine-speed.ts'
import { machineTicks, msPerTick, TreeCpuWatch } from './scenarios/cpu/process-cpu.ts'
import { unsteadyOf } from './scenarios/flaky/unsteady-counts.ts'

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
 * QA's slice of the scenario matrix, in one run of the runner: 3 templates (one per guest rule)
 * x 13 flows in English, and in Chinese the flows whose subject is the language: the first
 * render, the guest's redirect (it keeps the language's prefix) and the looks. Startup, login,
 * 404, the guest's redirect and, of the safer-play flows, self-exclusion (the issue's 'cannot log
 * in on any template': one check per layout); the 5 network faults; and the look of home (a
 * guest's, and a returning player's with the games played last) and 404 against the committed
 * baselines (scripts/scenarios/baselines; re-take them with --update). `--grep-invert` leaves out
 * the Chinese login, 404, self-exclusion and faults (24 of 78 checks, about 60 of the slice's 210
 * CPU-s): they replay the English checks' steps with other words, whose keys
 * web/src/locales/locales-complete.test.ts holds to English's, and the full matrix runs them.
 * Filipino was a third locale of the first five flows, in a run of its own: one run of 78
 * checks took 105 s and 198 CPU-s where the two took 134 s and 246 (2.3×). The e2e specs read
 * Filipino on every template (tests/e2e/templates.spec.ts) and the full matrix runs every flow
 * in it.
 */
const scenarioSlice =
  "pnpm scenarios --visual --template casino1,slot2,sportsbook1 --locale en,zh --flow startup,login,not-found,guest-redirect,self-exclusion,fault-hang,fault-malformed-json,fault-html-502,fault-dribble,fault-random,visual-home,visual-home-player,visual-not-found --grep-invert '\\.zh\\.(login|not-found|self-exclusion|fault-.+)$'"

/**
 * One more than the cores: the test files spend much of their time waiting (a server, a browser,
 * a timer, Prism's unanswered calls for most of a minute). Two workers took the run from 190 s to
 * 113 s; on a 2-core machine a third took it from 214 s to 202 s, with the machine busier (the
 * cores 86% busy with two, 95% with three). Vitest 5 reads the option per project, so it is
 * given here, for the whole run, rather than in a config.
 */
const unitWorkers = availableParallelism() + 1

/**
 * `pnpm lint`'s commands, each a step of its own: run one after another, prettier and eslint
 * (each on one core) left the other core idle for most of a minute once the typecheck and the
 * build were done. Read from package.json, so that `pnpm lint` and this run stay the same checks.
 */
const lintCommands = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { lint: string }
  }
).scripts.lint.split(' && ')
const [prettierCheck, eslintCheck, ...otherLints] = lintCommands

const staticChecks: Step[] = [
  { name: 'generated contract types are fresh', command: 'pnpm gen:check' },
  { name: 'lint: formatting (prettier)', command: prettierCheck! },
  { name: 'lint: eslint', command: eslintCheck! },
  {
    name: 'lint: import cycles, contract ruleset, workflows and Dockerfile',
    command: otherLints.join(' && '),
  },
  { name: 'typecheck', command: 'pnpm typecheck' },
]
const unit: Step = {
  name: 'unit and integration tests',
  command: `pnpm exec vitest run --maxWorkers=${unitWorkers}`,
  counts: vitestCounts,
}
const build: Step = { name: 'build the site', command: 'pnpm build' }
const storiesConfig = 'scripts/scenarios/visual/vitest.slow.config.ts'
/** The story run in the other lane of the last phase, so that both lanes end together. */
const laneStory = 'site-files.slow.test.ts'
const stories: Step = {
  name: 'scenario runner stories (visual approval, kept pages, React watch, live page, another backend, CI shards) and the Dockerfile performed',
  command: `pnpm exec vitest run --config ${storiesConfig} --exclude '**/${laneStory}'`,
  needs: 'build the site',
  counts: vitestCounts,
}
const missingFileStory: Step = {
  name: 'scenario runner story: a build that lacks one of its files',
  command: `pnpm exec vitest run --config ${storiesConfig} ${laneStory}`,
  needs: 'build the site',
  counts: vitestCounts,
}
const e2e: Step = {
  name: 'end-to-end specs (the login and money specs through the proxy, below)',
  // The login and money specs run once, through the proxy (`proxyE2e`): here too, they cost about
  // 43 CPU-s (a run of the two, 58–59 CPU-s; of one short spec, 15.5–17).
  command: `pnpm e2e --grep-invert '${notThroughTheProxy}'`,
  needs: 'build the site',
  counts: playwrightCounts,
}
const devE2e: Step = {
  name: 'end-to-end specs against pnpm dev',
  command: 'pnpm e2e:dev',
  counts: playwrightCounts,
}
const proxyE2e: Step = {
  name: 'end-to-end through the validating proxy: the login and money specs',
  command: 'pnpm --filter @playfront/tests e2e:proxy',
  needs: 'build the site',
  counts: playwrightCounts,
}
const scenarioSliceStep: Step = {
  name: 'QA scenario slice (flows, network faults and visual baselines)',
  command: scenarioSlice,
  needs: 'build the site',
  counts: scenarioCounts,
}

/**
 * The run in phases; a phase's lanes run side by side, each lane's steps one after the other.
 * The quick static checks and the build share the machine (each mostly one core). A suite that
 * keeps both cores busy runs alone: the unit tests (95% of the machine), the e2e specs (92%) and
 * the scenario slice (93–95%); side by side with another (the unit tests beside the build and the
 * stories, the e2e specs beside the other browser suites) they took longer, not shorter, on a
 * 2-core machine — see the scenarios README. The three that leave a core idle share the last
 * phase: the `pnpm dev` specs (one worker, one dev server: 79%) then the proxy's (76%), beside the
 * runner's stories (one story at a time, each a run of its own: 69%). Measured at 2.3×: 107 s and
 * 165 s one after the other, 156 s and 230 s side by side. The stories' lane still ended 40–60 s
 * after the other, so the missing-file story (about 20 s) moved to the other lane's end.
 */
const phases: Step[][][] = [
  [...staticChecks.map((step) => [step]), [build]],
  [[unit]],
  [[e2e]],
  [[scenarioSliceStep]],
  [[devE2e, proxyE2e, missingFileStory], [stories]],
]

/**
 * Runs a step; its output is streamed, or kept and handed back whole when `quiet`. `cpuMs` is the
 * CPU time of the step's processes (looked at twice a second), which the machine's load moves far
 * less than the step's wall time.
 */
function run(
  command: string,
  quiet = false,
): Promise<{ code: number; output: string; cpuMs: number }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const cpu = new TreeCpuWatch(child.pid!)
    let output = ''
    const tee = (chunk: Buffer, to: NodeJS.WriteStream) => {
      output += chunk.toString()
      if (!quiet) to.write(chunk)
    }
    child.stdout.on('data', (c: Buffer) => tee(c, process.stdout))
    child.stderr.on('data', (c: Buffer) => tee(c, process.stderr))
    child.on('close', (code) => resolve({ code: code ?? 1, output, cpuMs: cpu.stop() }))
  })
}

const results: {
  name: string
  status: 'ok' | 'FAILED' | 'skipped'
  seconds: number
  cpuSeconds: number
}[] = []
let passed = 0
let failed = 0
/** Checks that passed only on a retry, and checks set aside in scripts/scenarios/quarantine.json, by step. */
const flaky: string[] = []
const quarantined: string[] = []
let quarantinedFailed = 0

process.env.CHROMIUM_PATH ??= ensureHeadlessShell()
// Every Node process of the run (test workers, servers, the runner's CLI and its workers) compiles
// much the same modules again; V8's code cache on disk lets each after the first skip that
// (decision 052). A cache that does not match a module's source is not used.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('../node_modules/.cache/node-compile-cache', import.meta.url),
)
// The shared-cache test puts the site behind a real Varnish (web/server/varnish.test.ts).
console.log(`varnish: ${ensureVarnish()}`)
// The run's time means little without the machine's speed (a shared host): timed before and after.
const machineBeforeMs = busyLoopMs()
// The steps of a phase overlap: the run's time is the clock's, from the first step to the summary.
const runStarted = Date.now()
const ticksBefore = machineTicks()

function record(
  step: Step,
  code: number,
  output: string,
  seconds: number,
  cpuSeconds: number,
): void {
  results.push({ name: step.name, status: code === 0 ? 'ok' : 'FAILED', seconds, cpuSeconds })
  const counts = step.counts?.(output)
  // A quarantined check's failure is named apart and fails nothing (its reporter let the step pass).
  const unsteady = unsteadyOf(output)
  flaky.push(...unsteady.flaky.map((check) => `${step.name}: ${check}`))
  quarantined.push(...unsteady.quarantined.map((check) => `${step.name}: ${check}`))
  quarantinedFailed += unsteady.quarantinedFailed
  if (counts && (counts.passed || counts.failed)) {
    passed += counts.passed
    failed += Math.max(0, counts.failed - unsteady.quarantinedFailed)
    if (code !== 0 && counts.failed === 0) failed += 1
  } else if (code === 0) passed += 1
  else failed += 1
}

async function runStep(step: Step, quiet: boolean): Promise<void> {
  const prerequisite = step.needs && results.find((r) => r.name === step.needs)
  if (prerequisite && prerequisite.status !== 'ok') {
    results.push({ name: step.name, status: 'skipped', seconds: 0, cpuSeconds: 0 })
    failed += 1
    return
  }
  if (!quiet) console.log(`\n━━ ${step.name}: ${step.command}`)
  const started = Date.now()
  const { code, output, cpuMs } = await run(step.command, quiet)
  if (quiet) process.stdout.write(`\n━━ ${step.name}: ${step.command}\n${output}`)
  record(step, code, output, (Date.now() - started) / 1000, cpuMs / 1000)
}

/** Steps already ended, by name, so that a lane's step can wait for its prerequisite. */
const ended = new Map<string, Promise<void>>()

async function runLane(lane: Step[], quiet: boolean): Promise<void> {
  for (const step of lane) {
    if (step.needs) await ended.get(step.needs)
    const done = runStep(step, quiet)
    ended.set(step.name, done)
    await done
  }
}

const order = phases.flat(2).map((step) => step.name)
for (const lanes of phases) {
  // One lane streams its output as it comes; side by side, each step's is printed whole at its end.
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)))
}
// The summary lists the steps in the order written here, not in the order they ended.
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))

console.log('\n━━ summary')
for (const r of results)
  console.log(
    `${r.status.padEnd(8)} ${r.seconds.toFixed(1).padStart(7)}s ${r.cpuSeconds.toFixed(0).padStart(5)} CPU-s  ${r.name}`,
  )
const runSeconds = Math.round((Date.now() - runStarted) / 1000)
console.log(
  `time: ${Math.floor(runSeconds / 60)} min ${runSeconds % 60} s, from the first step to here`,
)
const ticksAfter = machineTicks()
if (ticksBefore && ticksAfter) {
  // What the host gave other machines (steal) is not this run's work.
  const seconds = (ticks: number) => (ticks * msPerTick) / 1000
  const work = seconds(ticksAfter.busy - ticksAfter.steal - (ticksBefore.busy - ticksBefore.steal))
  const total = seconds(ticksAfter.total - ticksBefore.total)
  const steps = results.reduce((sum, r) => sum + r.cpuSeconds, 0)
  console.log(
    `cpu: the steps' processes ${Math.round(steps)} CPU-s; the machine ${Math.round(work)} CPU-s of work (${Math.round((100 * work) / total)}% of its cores), ${Math.round(seconds(ticksAfter.steal - ticksBefore.steal))} s taken by the host`,
  )
}
console.log(`tests: ${passed} passed, ${failed} failed`)
console.log(
  `flaky (passed only on a retry): ${flaky.length}; quarantined (run, not counted): ${quarantined.length}, ${quarantinedFailed} of them failed`,
)
for (const check of flaky) console.log(`  ≈ ${check}`)
for (const check of quarantined) console.log(`  q ${check}`)
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
process.exit(results.every((r) => r.status === 'ok') ? 0 : 1)
