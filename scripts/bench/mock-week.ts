// `pnpm bench:mock-week [--quick]`: does the mock hold up for a week of use? Two sections, each
// printing its figures:
// - calls against a growing ledger: median of demo_bet and statement (page 1) over HTTP with the
//   demo player's own ledger at 1,000, 10,000 and 100,000 rows (the world is loaded through the
//   backend, then the calls go over loopback like any client's); budget: demo_bet at 100,000
//   rows at most 1.5× its median at 1,000;
// - memory: 100,000 logins (10,000 with --quick), then the mock clock past their lifetime: RSS
//   before, at its peak and after, budget: within 50 MB of where it started.
// The memory section runs the mock in a process of its own (mock-memory-child.ts, with
// --expose-gc, so that each reading follows a collection) and reads that process's memory.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '@playfront/mock-server/server/create-server'
import { largeState } from '@playfront/mock-server/testing/large-state'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const quick = process.argv.includes('--quick')
const root = fileURLToPath(new URL('../..', import.meta.url))
const machineBeforeMs = busyLoopMs()
const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
const mb = (bytes: number) => bytes / (1024 * 1024)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

async function timed(times: number, call: () => Promise<Record<string, unknown>>) {
  const ms: number[] = []
  for (let i = 0; i < times; i += 1) {
    const started = performance.now()
    const answer = await call()
    ms.push(performance.now() - started)
    if (answer.statusCode !== 1) throw new Error(`a call failed: ${JSON.stringify(answer)}`)
  }
  return median(ms)
}

async function ledgerSection() {
  const server = await createMockHttpServer({ port: 0 })
  const rows: { ledger: number; bet: number; statement: number }[] = []
  try {
    for (const ledgerRows of [1_000, 10_000, 100_000]) {
      // players: 0 puts every row on the demo player: the worst case for a lookup by owner.
      const state = await largeState({ players: 0, ledgerRows })
      const demo = state.players.find(
        (p) => p.domain_name === 'localhost' && p.account_id === 'demo',
      )!
      // A running balance that stays at 10,000.00, so every stake of the run is covered.
      for (const entry of state.ledger) entry.balance_minor = 1_000_000
      demo.game_balance_minor = 1_000_000
      await server.backend.load(state)
      const login = await post(`${server.url}/api/auth/login`, {
        ...tenant,
        account_id: 'demo',
        password: 'demo1234',
      })
      const player = { account_id: 'demo', auth: login.token as string }
      const bet = (outcome: 'win' | 'lose') => () =>
        post(`${server.url}/api/game/demo_bet`, {
          ...player,
          game_code: 'LRS-01',
          stake: 1,
          outcome,
        })
      const statement = () => post(`${server.url}/api/history/statement`, player)
      await timed(50, bet('win')) // warm-up, not measured
      rows.push({
        ledger: ledgerRows,
        bet: await timed(quick ? 100 : 300, bet(rows.length % 2 ? 'win' : 'lose')),
        statement: await timed(quick ? 50 : 150, statement),
      })
      console.error(`  ledger ${ledgerRows}: done`)
    }
  } finally {
    await server.close()
  }
  console.log(
    '\nCalls against a growing ledger (the demo player owns every row), median over HTTP\n',
  )
  console.log('| ledger rows | demo_bet ms | statement ms |')
  console.log('|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.ledger.toLocaleString('en')} | ${r.bet.toFixed(2)} | ${r.statement.toFixed(2)} |`,
    )
  const ratio = rows[2]!.bet / rows[0]!.bet
  console.log(
    `\ndemo_bet at 100,000 rows is ${ratio.toFixed(2)}× its median at 1,000 (budget 1.5×): ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
  )
}

interface Memory {
  rss: number
  heapUsed: number
  heapTotal: number
  /** Of the RSS, pages already given back (MADV_FREE) that the kernel has not taken yet. */
  lazyFree: number
}

// The mock in its own process (mock-memory-child.ts), as `pnpm mock` runs: its memory alone.
async function startMockProcess(port: number) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--memory-saver-mode', 'scripts/bench/mock-memory-child.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const lines = createInterface({ input: child.stdout })
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve))
  await next()
  return {
    async memory(): Promise<Memory> {
      const line = next()
      child.kill('SIGUSR2')
      return JSON.parse(await line) as Memory
    },
    stop: () => child.kill(),
  }
}

async function memorySection() {
  const logins = quick ? 10_000 : 100_000
  const port = Number(process.env.BENCH_PORT ?? 4197)
  const url = `http://127.0.0.1:${port}`
  const mock = await startMockProcess(port)
  const body = { ...tenant, account_id: 'demo', password: 'demo1234' }
  // One round: the logins, all their sessions held, then the clock past their lifetime and the
  // server left idle for a while, as between QA runs (V8 shrinks its heap when idle).
  const round = async () => {
    let peak = 0
    const started = performance.now()
    for (let i = 1; i <= logins; i += 1) {
      await post(`${url}/api/auth/login`, body)
      if (i % 10_000 === 0) peak = Math.max(peak, (await mock.memory()).rss)
    }
    const held = await mock.memory()
    const seconds = (performance.now() - started) / 1000
    await post(`${url}/__mock/clock`, { advance_ms: 31 * 60_000 })
    await new Promise((resolve) => setTimeout(resolve, 15_000))
    return { held, peak: Math.max(peak, held.rss), seconds, after: await mock.memory() }
  }
  try {
    for (let i = 0; i < 500; i += 1) await post(`${url}/api/auth/login`, body) // warm-up
    await post(`${url}/__mock/clock`, { advance_ms: 31 * 60_000 })
    const before = await mock.memory()
    const rounds = [await round(), await round()]
    const cell = (m: Memory) =>
      `${mb(m.rss).toFixed(0)} MB (heap ${mb(m.heapUsed).toFixed(0)} in use, ${mb(m.heapTotal).toFixed(0)} reserved; ${mb(m.lazyFree).toFixed(0)} lazily freed)`
    console.log(
      `\nMemory of the mock's process (RSS): two rounds of ${logins.toLocaleString('en')} logins, each followed by the mock clock 31 minutes on and 15 s idle\n`,
    )
    console.log('| | RSS |')
    console.log('|---|---|')
    console.log(`| before | ${cell(before)} |`)
    rounds.forEach((r, i) => {
      console.log(
        `| round ${i + 1}: ${Math.round(r.seconds)} s of logins, all sessions held | ${cell(r.held)}, peak ${mb(r.peak).toFixed(0)} MB |`,
      )
      console.log(`| round ${i + 1}: after expiry | ${cell(r.after)} |`)
    })
    const grew = mb(rounds[0]!.after.rss - before.rss)
    const second = mb(rounds[1]!.after.rss - rounds[0]!.after.rss)
    console.log(
      `\nRSS after the first expiry is ${grew.toFixed(1)} MB from where it started (budget 50 MB): ${Math.abs(grew) <= 50 ? 'met' : 'NOT met'}; the heap in use ${mb(rounds[0]!.after.heapUsed - before.heapUsed).toFixed(1)} MB from where it started.`,
    )
    console.log(
      `A second round ends ${second.toFixed(1)} MB from where the first ended: ${Math.abs(second) <= 50 ? 'flat' : 'NOT flat'}.`,
    )
  } finally {
    mock.stop()
  }
}

// Memory first, in a process that has built no large world yet, so that "before" is the mock's own.
await memorySection()
await ledgerSection()
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
