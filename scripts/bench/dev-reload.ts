/**
 * `pnpm bench:dev-reload`: how long a reload of `pnpm dev` takes when the in-page mock loads its
 * saved world from IndexedDB, for the seed and for a long-used world (1,000 players, 10,000
 * ledger rows). Starts its own Vite dev server (BENCH_DEV_PORT, default 5182) and Chromium.
 */
import { spawn } from 'node:child_process'
import { chromium, type Page } from 'playwright-core'
import { largeState } from '@playfront/mock-server/testing/large-state'
import { chromiumArgs, ensureHeadlessShell } from '../browser/chromium.ts'
import { busyLoopMs, machineSpeedLine } from './machine-speed.ts'

const port = Number(process.env.BENCH_DEV_PORT ?? 5182)
const reloads = Number(process.env.BENCH_RELOADS ?? 5)
const url = `http://localhost:${port}/`
// Reload times follow the CPU: the machine's speed, before anything of the benchmark starts.
const machineBeforeMs = busyLoopMs()

const vite = spawn(
  'pnpm',
  ['--filter', '@playfront/web', 'exec', 'vite', '--port', String(port), '--strictPort'],
  {
    env: { ...process.env, PLAYFRONT_BACKEND: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  },
)
const stopVite = () => {
  try {
    process.kill(-vite.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopVite)
await new Promise<void>((resolve, reject) => {
  vite.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready in') && resolve())
  vite.once('exit', (code) => reject(new Error(`vite exited with ${code}`)))
})

type Timing = { mockReady: number; siteReady: number }

/** Reload to a visible site; the mock's own mark says how much of it was the saved world. */
async function reloadOnce(page: Page): Promise<Timing> {
  await page.reload()
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 120_000 })
  return page.evaluate(() => ({
    mockReady: performance.getEntriesByName('playfront-mock:ready')[0]?.startTime ?? NaN,
    siteReady: performance.now(),
  }))
}

/** Waits for the save of the world with this many players (an earlier, debounced save may land first). */
async function savedWith(page: Page, players: number): Promise<void> {
  await page.waitForFunction(
    (players) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('playfront-mock')
        open.onsuccess = () => {
          const get = open.result.transaction('world').objectStore('world').get('current')
          get.onsuccess = () => resolve(get.result?.state.players.length === players)
        }
      }),
    players,
    { timeout: 120_000, polling: 250 },
  )
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const browser = await chromium.launch({ executablePath: ensureHeadlessShell(), args: chromiumArgs })
const rows: string[][] = []
try {
  const page = await browser.newPage()
  page.on(
    'console',
    (message) => message.text().startsWith('Mock') && console.log(`page: ${message.text()}`),
  )
  await page.goto(url)
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 120_000 })

  async function measure(name: string, players: number): Promise<void> {
    const timings: Timing[] = []
    for (let i = 0; i < reloads; i += 1) {
      timings.push(await reloadOnce(page))
      const held = await page.evaluate(
        async () =>
          ((await (await fetch('/__mock/state')).json()) as { players: unknown[] }).players.length,
      )
      if (process.env.BENCH_DEBUG)
        console.log(
          name,
          held,
          timings.at(-1),
          await page.evaluate(() =>
            performance
              .getEntriesByType('mark')
              .map((m) => `${m.name}@${Math.round(m.startTime)}`)
              .join(' '),
          ),
        )
      if (held !== players)
        throw new Error(`after a reload the mock holds ${held} players, not the ${players} saved`)
    }
    const size = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('playfront-mock')
          open.onsuccess = () => {
            const get = open.result.transaction('world').objectStore('world').get('current')
            get.onsuccess = () => resolve(get.result ? JSON.stringify(get.result.state).length : 0)
          }
        }),
    )
    rows.push([
      name,
      `${(size / 1024 / 1024).toFixed(1)} MB`,
      `${Math.round(median(timings.map((t) => t.mockReady)))} ms`,
      `${Math.round(median(timings.map((t) => t.siteReady)))} ms`,
      `${Math.round(Math.max(...timings.map((t) => t.siteReady)))} ms`,
    ])
  }

  // The seed, saved once by a change (a clock move), then the large world loaded through the control API.
  await page.evaluate(() =>
    fetch('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advance_ms":1}',
    }),
  )
  await savedWith(page, 48)
  await measure('seed (48 players, 0 ledger rows)', 48)

  const state = await largeState({ players: 1_000, ledgerRows: 10_000 })
  const loaded = await page.evaluate(
    async (body) =>
      (
        await fetch('/__mock/state', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).status,
    JSON.stringify(state),
  )
  if (loaded !== 200) throw new Error(`PUT /__mock/state answered ${loaded}`)
  await savedWith(page, state.players.length)
  await measure(
    `large (${state.players.length} players, ${state.ledger.length} ledger rows)`,
    state.players.length,
  )
} finally {
  await browser.close()
  stopVite()
}

const header = [
  'saved world',
  'size (JSON)',
  'mock ready, median',
  'site ready, median',
  'site ready, max',
]
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
console.log(`\npnpm dev reload, ${reloads} reloads each, Chromium, times from navigation start:`)
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log(machineSpeedLine({ beforeMs: machineBeforeMs, afterMs: busyLoopMs() }))
