// `pnpm bench:server`: how many pages per second the production server answers, and how fast, at
// 50 connections on loopback: one tenant's home drawn on every request from the mock backend (run
// as `pnpm mock`, a process of its own, and the server's page cache off), the same home from the
// server's guest-page cache, and the same HTML served as a static file by a bare node:http server
// (the ceiling: what no rendering at all would cost). The production server runs exactly as its
// container does (`node web/dist-server/main.js --backend URL`). 10 s each.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { autocannon, type CannonResult } from './autocannon.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50
const tenant = process.argv[2] ?? 'casino1'
const firstPort = Number(process.env.BENCH_PORT ?? 4321)
const ports = {
  mock: firstPort,
  site: firstPort + 1,
  ceiling: firstPort + 2,
  cached: firstPort + 3,
}
const host = `${tenant}.localhost:${ports.site}`
const machineBeforeMs = busyLoopMs()

function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}

/** CPU time (user + system) a process has used so far, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100
}

const children: ChildProcess[] = []
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('exit', stopAll)

try {
  children.push(start(['mock-server/src/server/main.ts'], { PORT: String(ports.mock) }))
  await waitFor(`http://127.0.0.1:${ports.mock}/__mock/health`)
  const siteOn = (port: number, cacheSeconds: number) =>
    start(['web/dist-server/main.js', '--backend', `http://127.0.0.1:${ports.mock}`], {
      PORT: String(port),
      HOST: '127.0.0.1',
      PAGE_CACHE_SECONDS: String(cacheSeconds),
      LOG_LEVEL: 'warn',
    })
  const site = siteOn(ports.site, 0)
  const cachedSite = siteOn(ports.cached, 30)
  children.push(site, cachedSite)
  await waitFor(`http://127.0.0.1:${ports.site}/readyz`)
  await waitFor(`http://127.0.0.1:${ports.cached}/readyz`)
  const page = await fetch(`http://127.0.0.1:${ports.site}/`, { headers: { host } })
  if (page.status !== 200) throw new Error(`${tenant}'s home answered ${page.status}`)
  const html = await page.text()
  children.push(
    start([
      '-e',
      `const html = ${JSON.stringify(html)}; require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); s.end(html) }).listen(${ports.ceiling}, '127.0.0.1')`,
    ]),
  )
  await waitFor(`http://127.0.0.1:${ports.ceiling}/`)

  const siteCpuBefore = cpuMs(site.pid as number)
  const rendered = await autocannon({
    url: `http://127.0.0.1:${ports.site}/`,
    connections,
    duration,
    headers: { host },
  })
  const siteCpu = cpuMs(site.pid as number) - siteCpuBefore
  const cachedHost = `${tenant}.localhost:${ports.cached}`
  const cached = await autocannon({
    url: `http://127.0.0.1:${ports.cached}/`,
    connections,
    duration,
    headers: { host: cachedHost },
  })
  const ceiling = await autocannon({
    url: `http://127.0.0.1:${ports.ceiling}/`,
    connections,
    duration,
    headers: {},
  })
  const pages = rendered.requests.average * duration
  const row = (name: string, result: CannonResult) =>
    `${name.padEnd(38)}${`${Math.round(result.requests.average)}/s`.padEnd(10)}${`${result.latency.p50} ms`.padEnd(10)}${`${result.latency.p99} ms`.padEnd(10)}${result.non2xx + result.errors + result.timeouts}`
  console.log(
    `${'target'.padEnd(38)}${'pages'.padEnd(10)}${'p50'.padEnd(10)}${'p99'.padEnd(10)}failed`,
  )
  console.log(row(`${tenant} home, rendered per request`, rendered))
  console.log(row(`${tenant} home, from the server's cache`, cached))
  console.log(row('the same HTML as a static file', ceiling))
  console.log(
    `bench:server: ${Math.round(rendered.requests.average)} renders/s, p99 ${rendered.latency.p99} ms at ${connections} connections (${(html.length / 1024).toFixed(1)} KB of HTML); the server's own CPU ${(siteCpu / Math.max(1, pages)).toFixed(1)} ms a page (the mock's answers and the load generator ran on the same 2 cores); from the cache ${Math.round(cached.requests.average)}/s, p99 ${cached.latency.p99} ms (${(cached.requests.average / ceiling.requests.average).toFixed(2)}× the static ceiling, aim 0.5×); the static ceiling ${Math.round(ceiling.requests.average)}/s`,
  )
  console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
  for (const result of [rendered, cached])
    if (result.non2xx || result.errors || result.timeouts) process.exitCode = 1
} finally {
  stopAll()
}
