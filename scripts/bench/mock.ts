// `pnpm bench:mock`: throughput and latency of the standalone mock backend for startup, login
// and get_balance, side by side in one run with Stoplight Prism mocking the same contract and
// a bare node:http server answering a constant (the ceiling). Loopback only; each target gets
// its own process (one core each) and 5 s per call at 50 connections.
import { autocannon } from './autocannon.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'
import {
  startPrism,
  startServerProcess,
  stopServerProcess,
  waitForServer,
} from './server-process.ts'

const duration = Number(process.env.BENCH_SECONDS ?? 5)
const connections = 50
// Four ports from BENCH_MOCK_PORT (default 4311), so that two runs on one machine need not meet.
const firstPort = Number(process.env.BENCH_MOCK_PORT ?? 4311)
const ports = { mock: firstPort, prism: firstPort + 1, bare: firstPort + 2, viaMsw: firstPort + 3 }
// Throughput follows the CPU: the machine's speed, before anything of the benchmark starts.
const machineBeforeMs = busyLoopMs()

const bareServer = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"statusCode":1,"statusMessage":"OK","game_balance":1520.75,"game_token":30}') }) }).listen(${ports.bare}, '127.0.0.1')`

const children = [
  // As `pnpm mock` and `pnpm start` run it (decision 030).
  startServerProcess(process.execPath, ['--memory-saver-mode', 'mock-server/src/server/main.ts'], {
    PORT: String(ports.mock),
  }),
  startServerProcess(process.execPath, ['--memory-saver-mode', 'mock-server/src/server/main.ts'], {
    PORT: String(ports.viaMsw),
    MOCK_VIA_MSW: '1',
  }),
  startServerProcess(process.execPath, ['-e', bareServer]),
  startPrism(ports.prism),
]
const stopAll = () => children.forEach(stopServerProcess)
process.on('exit', stopAll)

try {
  await Promise.all(
    [ports.mock, ports.prism, ports.bare, ports.viaMsw].map((port) =>
      waitForServer(`http://127.0.0.1:${port}/api/startup`),
    ),
  )
  const tenant = { domain_name: 'localhost', external_id: 'T-DEFAULT' }
  const login = (await (
    await fetch(`http://127.0.0.1:${ports.mock}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ ...tenant, account_id: 'demo', password: 'demo1234' }),
    })
  ).json()) as { token: string }
  const calls: [name: string, path: string, body: object][] = [
    ['startup', '/api/startup', { domain_name: 'localhost' }],
    ['login', '/api/auth/login', { ...tenant, account_id: 'demo', password: 'demo1234' }],
    ['get_balance', '/api/auth/get_balance', { account_id: 'demo', auth: login.token }],
  ]
  const rows: {
    target: string
    call: string
    rps: number
    p50: number
    p99: number
    bad: number
  }[] = []
  const run = async (target: string, port: number, call: string, path: string, body: object) => {
    const options = {
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }
    await autocannon({ ...options, duration: 1 }) // JIT warm-up, not measured
    const result = await autocannon(options)
    rows.push({
      target,
      call,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
    })
    console.error(
      `  ${target.padEnd(24)} ${call.padEnd(12)} ${Math.round(result.requests.average)} req/s`,
    )
  }
  for (const [call, path, body] of calls) {
    await run('mock', ports.mock, call, path, body)
    await run('prism', ports.prism, call, path, body)
  }
  const [, balancePath, balanceBody] = calls[2]!
  const viaMswLogin = (await (
    await fetch(`http://127.0.0.1:${ports.viaMsw}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ ...tenant, account_id: 'demo', password: 'demo1234' }),
    })
  ).json()) as { token: string }
  await run('mock via msw getResponse', ports.viaMsw, 'get_balance', balancePath, {
    ...balanceBody,
    auth: viaMswLogin.token,
  })
  await run('bare', ports.bare, 'constant', '/', {})

  console.log(
    `\nMock backend benchmark: ${duration} s per row, ${connections} connections, loopback, one process per target\n`,
  )
  console.log('| target | call | req/s | p50 ms | p99 ms | non-2xx/errors |')
  console.log('|---|---|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.target} | ${r.call} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.bad} |`,
    )
  const rps = (target: string, call: string) =>
    rows.find((r) => r.target === target && r.call === call)?.rps ?? 0
  console.log('\n| call | mock / prism | mock / bare ceiling |')
  console.log('|---|---:|---:|')
  for (const [call] of calls) {
    console.log(
      `| ${call} | ${(rps('mock', call) / rps('prism', call)).toFixed(2)}x | ${(rps('mock', call) / rps('bare', 'constant')).toFixed(2)}x |`,
    )
  }
  const balance = rows.find((r) => r.target === 'mock' && r.call === 'get_balance')!
  const meets =
    balance.rps >= 5000 && balance.p99 < 20 && balance.rps >= 2 * rps('prism', 'get_balance')
  console.log(
    `\nBudget (get_balance >= 5000 req/s, p99 < 20 ms, >= 2x Prism): ${meets ? 'met' : 'NOT met'}`,
  )
} finally {
  stopAll()
}
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
