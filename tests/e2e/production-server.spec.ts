import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { port } from './support/site.ts'

// The production server as its container runs it: the Dockerfile's own command, in a folder laid
// out as the image's (web/ holds dist, dist-server and node_modules as /app does), against
// `pnpm mock` in a process of its own as the backend.
const repo = fileURLToPath(new URL('../..', import.meta.url))
const web = `${repo}web`
const dockerfile = readFileSync(`${web}/Dockerfile`, 'utf8')
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
const command = JSON.parse(/^CMD (\[.*\])$/m.exec(finalStage)?.[1] ?? '[]') as string[]

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    const answer = await fetch(url).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not come up`)
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

let mock: ChildProcess
let site: ChildProcess
let mockUrl: string
let siteUrl: string
/** The server's log, one JSON object per line of its stdout. */
const siteLog: Record<string, unknown>[] = []

test.beforeAll(async () => {
  const [mockPort, sitePort] = [await freePort(), await freePort()]
  mockUrl = `http://127.0.0.1:${mockPort}`
  siteUrl = `http://127.0.0.1:${sitePort}`
  mock = spawn(process.execPath, ['mock-server/src/server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(mockPort) },
    stdio: 'ignore',
  })
  await waitUntilUp(`${mockUrl}/__mock/health`, mock)
  const [program, ...args] = command
  site = spawn(program === 'node' ? process.execPath : (program as string), args, {
    cwd: web,
    env: { ...process.env, PORT: String(sitePort), BACKEND_URL: mockUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  site.stdout?.setEncoding('utf8')
  let partial = ''
  site.stdout?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      try {
        siteLog.push(JSON.parse(line) as Record<string, unknown>)
      } catch {
        siteLog.push({ text: line })
      }
    }
  })
  await waitUntilUp(`${siteUrl}/readyz`, site)
})

test.afterAll(() => {
  site?.kill('SIGKILL')
  mock?.kill('SIGTERM')
})

type Answer = { status: number; headers: Headers; text(): Promise<string> }

/** A GET as a crawler sends it: to the server's address, naming the tenant's Host (fetch cannot). */
function asTenant(path: string, tenant = 'casino1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${siteUrl}${path}`,
      { headers: { host: `${tenant}.localhost` } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers.set(name, String(value))
          const body = Buffer.concat(chunks).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers, text: async () => body })
        })
      },
    )
    request.on('error', reject)
  })
}

test('the Dockerfile runs the built server, which is alive and names its build', async () => {
  expect(command).toEqual(['node', 'dist-server/main.js'])
  expect(finalStage).toMatch(/COPY --from=build \/repo\/web\/dist \.\/dist/)
  expect(finalStage).toMatch(/COPY --from=build \/repo\/web\/dist-server \.\/dist-server/)
  const health = (await (await fetch(`${siteUrl}/healthz`)).json()) as {
    ok: boolean
    buildId: string
  }
  const latest = JSON.parse(readFileSync(`${web}/dist/builds/latest.json`, 'utf8')) as {
    id: string
  }
  expect(health).toEqual({ ok: true, buildId: latest.id })
})

test('a tenant page is drawn from the backend, short-lived for a CDN and varying by host', async () => {
  const page = await asTenant('/')
  expect(page.status).toBe(200)
  expect(page.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
  expect(page.headers.get('vary')).toMatch(/host/i)
  expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  expect(await page.text()).toContain('Golden Palace')
  const other = await (await asTenant('/', 'slot2')).text()
  expect(other).toContain('Jackpot Street')
  expect(other).not.toContain('Golden Palace')
})

test('hashed files are immutable, and the contract calls reach the backend', async () => {
  const html = await (await asTenant('/')).text()
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] as string
  const file = await asTenant(script)
  expect(file.status).toBe(200)
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const startup = await fetch(`${siteUrl}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: 'casino1.localhost' }),
  })
  expect(((await startup.json()) as { statusCode: number }).statusCode).toBe(1)
})

test('says it is ready, gives Prometheus its metrics, and logs each page as a JSON line', async () => {
  expect(await (await fetch(`${siteUrl}/readyz`)).json()).toMatchObject({ ready: true })
  await asTenant('/about', 'slot2')
  const metrics = await (await fetch(`${siteUrl}/metrics`)).text()
  expect(metrics).toMatch(/^site_render_seconds_count\{route="about"\} 1$/m)
  expect(metrics).toMatch(/^site_backend_call_seconds_count\{call="\/api\/startup"\} \d+$/m)
  await expect
    .poll(() =>
      siteLog.some(
        (line) =>
          line.tenant === 'slot2.localhost' && line.route === 'about' && line.status === 200,
      ),
    )
    .toBe(true)
})

test('pnpm start is watched the same way: ready, with its metrics', async () => {
  expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toMatchObject({
    ready: true,
  })
  await fetch(`http://127.0.0.1:${port}/about`)
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
  expect(metrics).toMatch(/^site_render_seconds_count\{route="about"\} \d+$/m)
  expect(metrics).toMatch(/^site_page_cache_total\{result="(miss|hit|stale|joined)"\} \d+$/m)
})

test('SIGTERM lets the page under way finish, refuses new work, and exits 0', async () => {
  // The backend answers startup a second late, so the page is still being drawn at the signal
  // (a page not asked before: one kept in the server's cache would be sent at once).
  await fetch(`${mockUrl}/__mock/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'latency', ms: 1_000, path: '/api/startup' }),
  })
  const underWay = asTenant('/about')
  await new Promise((resolve) => setTimeout(resolve, 300))
  const exit = exited(site)
  site.kill('SIGTERM')
  const page = await underWay
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('Golden Palace')
  expect(await exit).toBe(0)
  await expect(fetch(`${siteUrl}/healthz`)).rejects.toThrow()
})
