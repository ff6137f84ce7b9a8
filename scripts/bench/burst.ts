// `pnpm bench:burst`: a promotion mail's first minute. 240 guests open the home page of 6 tenants
// at the same moment, each on a connection of its own with no cookie (a first visit), half of
// them on a phone, against `pnpm start` (the built site and its mock in one process, as a
// newcomer runs it). Prints the answers by status, any answer that is not a page, and p50 / p99.
// BENCH_PORT moves the site's port (9340); BURST_VISITS and BURST_TENANTS resize the burst.
// `--varnish`: the same burst through Debian's Varnish (built-in VCL) in front of the site, as an
// operator runs it; prints how many answers the cache gave and checks each visitor got the page
// drawn for their device (decision 063).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { varnishdPath } from '../browser/varnish.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const sitePort = Number(process.env.BENCH_PORT ?? 9340)
const throughVarnish = process.argv.includes('--varnish')
// The visits go to the cache's port when it is in front.
const port = throughVarnish ? sitePort + 1 : sitePort
const visits = Number(process.env.BURST_VISITS ?? 240)
const tenants = ['casino1', 'casino3', 'slot2', 'slot4', 'sportsbook1', 'casino5'].slice(
  0,
  Number(process.env.BURST_TENANTS ?? 6),
)
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

type Visit = { status: number; ms: number; text: string; cached?: boolean; screen?: string }

/** One first visit: a new connection, no cookie, the browser's usual headers. */
function visit(tenant: string, onPhone: boolean): Promise<Visit> {
  const started = performance.now()
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        agent: false,
        headers: {
          host: `${tenant}.localhost:${port}`,
          'user-agent': onPhone ? phone : desktop,
          'sec-ch-ua-mobile': onPhone ? '?1' : '?0',
          accept: 'text/html',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en-US,en;q=0.9',
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const ms = performance.now() - started
          const status = res.statusCode ?? 0
          // Only an answer that is not the page is read (decoding every page would slow the
          // client), and through the cache, each page once all have come, for its screen.
          const body = Buffer.concat(chunks)
          if (status === 200 && throughVarnish)
            return resolve({
              status,
              ms,
              text: '',
              cached: String(res.headers['x-varnish'] ?? '').includes(' '),
              screen: /data-screen="(\w+)"/.exec(
                decode(body, res.headers['content-encoding']),
              )?.[1],
            })
          if (status === 200) return resolve({ status, ms, text: '' })
          resolve({ status, ms, text: decode(body, res.headers['content-encoding']) })
        })
      },
    )
    outgoing.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, text: error.message }),
    )
    outgoing.end()
  })
}

function decode(body: Buffer, encoding: string | undefined): string {
  return (
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  ).toString()
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

const machineBeforeMs = busyLoopMs()
const site = spawn(process.execPath, ['--memory-saver-mode', 'web/scripts/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(sitePort) },
  stdio: ['ignore', 'ignore', 'inherit'],
})
// varnishd makes its own work folder (`-n`) inside this one, owned by the user it compiles as.
const varnishDir = throughVarnish ? mkdtempSync(join(tmpdir(), 'burst-varnish-')) : ''
const varnish = throughVarnish
  ? spawn(
      varnishdPath,
      [
        '-F',
        '-a',
        `127.0.0.1:${port}`,
        '-b',
        `127.0.0.1:${sitePort}`,
        '-n',
        join(varnishDir, 'work'),
      ],
      // It tells its every step on stderr; one that does not come up fails the wait below.
      { stdio: 'ignore' },
    )
  : null
const stop = () => {
  if (site.exitCode === null) site.kill('SIGTERM')
  if (varnish && varnish.exitCode === null) varnish.kill('SIGTERM')
}
process.on('exit', stop)
try {
  await waitFor(`http://127.0.0.1:${sitePort}/__mock/health`)
  if (varnish) await waitFor(`http://127.0.0.1:${port}/__mock/health`)
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: visits }, (_, i) =>
      visit(tenants[i % tenants.length]!, Math.floor(i / tenants.length) % 2 === 0),
    ),
  )
  const wallMs = performance.now() - started
  const byStatus = new Map<number, number>()
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const texts = new Set(
    answers
      .filter((answer) => answer.status !== 200)
      .map(
        (answer) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.text)?.[1] ?? answer.text.slice(0, 120),
      ),
  )
  console.log(
    `bench:burst: ${visits} first visits to ${tenants.length} tenants at once, in ${(wallMs / 1000).toFixed(2)} s: ${[
      ...byStatus,
    ]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status || 'no answer'}`)
      .join(
        ', ',
      )}; p50 ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(percentile(times, 99))} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`,
  )
  for (const text of texts) console.log(`  an answer that was not the page: ${text}`)
  if (throughVarnish) {
    // Phones are the even rounds (see the visits above): each must have the phone's page.
    const wrong = answers.filter(
      (answer, i) =>
        answer.status === 200 &&
        answer.screen !== (Math.floor(i / tenants.length) % 2 === 0 ? 'mobile' : 'desktop'),
    ).length
    const cached = answers.filter((answer) => answer.cached).length
    console.log(
      `  through Varnish: ${cached} of ${visits} answered from its cache, ${visits - cached} drawn by the site; ${wrong} visitor(s) given another device's page`,
    )
    if (wrong > 0) process.exitCode = 1
  }
  console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
  if (byStatus.size !== 1 || !byStatus.has(200)) process.exitCode = 1
} finally {
  stop()
  // Its folder goes once it has stopped writing to it.
  if (varnish && varnish.exitCode === null)
    await new Promise((resolve) => varnish.once('exit', resolve))
  if (varnishDir) rmSync(varnishDir, { recursive: true, force: true })
}
