import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  createMockHttpServer,
  type MockHttpServer,
} from '@playfront/mock-server/server/create-server'

const run = promisify(execFile)
const cli = new URL('./cli.ts', import.meta.url).pathname
let mock: MockHttpServer

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 })
})
afterAll(() => mock.close())

async function verify(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

// A whole run spawns Node and makes a few hundred calls: generous on a loaded 2-core machine.
describe('pnpm verify, the command', { timeout: 60_000 }, () => {
  it('exits 0 against the mock and writes the offline report and verify.json', async () => {
    const out = mkdtempSync(join(tmpdir(), 'verify-'))
    onTestFinished(() => rmSync(out, { recursive: true, force: true }))
    const { code, stdout } = await verify('--base-url', mock.url, '--out', out)
    expect(code).toBe(0)
    expect(stdout).toMatch(/verify: \d+ checks, \d+ passed, 0 failed/)
    expect(JSON.parse(readFileSync(join(out, 'verify.json'), 'utf8'))).toMatchObject({
      ok: true,
      targetIsMock: true,
    })
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(
      'Every specified call follows the contract',
    )
    const har = readFileSync(join(out, 'calls.har'), 'utf8')
    type Entry = { request: { url: string; postData: { text: string } } }
    const entries = (JSON.parse(har) as { log: { entries: Entry[] } }).log.entries
    expect(entries.length).toBeGreaterThan(100)
    expect(entries[0]!.request.url).toBe(`${mock.url}/api/startup`)
    const login = entries.find((e) => e.request.url.endsWith('/api/auth/login'))!
    expect(JSON.parse(login.request.postData.text)).toMatchObject({ password: '(hidden)' })
    expect(har.includes('demo1234'), 'the password is in calls.har').toBe(false)
  })

  it('exits 1 and prints the drifting field when a specified call drifts', async () => {
    await fetch(`${mock.url}/__mock/scenarios`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'drift', path: '/api/auth/get_balance', mode: 'drop' }),
    })
    const out = mkdtempSync(join(tmpdir(), 'verify-'))
    onTestFinished(() => rmSync(out, { recursive: true, force: true }))
    const { code, stdout } = await verify('--base-url', mock.url, '--out', out)
    await fetch(`${mock.url}/__mock/scenarios`, { method: 'DELETE' })
    expect(code).toBe(1)
    expect(stdout).toMatch(/FAIL\s+\/api\/auth\/get_balance/)
    expect(stdout).toContain("game_balance: must have required property 'game_balance'")
  })

  it('refuses a missing base URL with exit 2 and the usage', async () => {
    const { code, stderr } = await verify('--domain', 'casino1.example')
    expect(code).toBe(2)
    expect(stderr).toContain('verify: --base-url is required')
    expect(stderr).toContain('pnpm verify --base-url URL')
  })

  it('fails, naming the reason, when nothing answers at the base URL', async () => {
    const closed = await createMockHttpServer({ port: 0 })
    await closed.close()
    const out = mkdtempSync(join(tmpdir(), 'verify-'))
    onTestFinished(() => rmSync(out, { recursive: true, force: true }))
    const { code, stdout } = await verify('--base-url', closed.url, '--out', out)
    expect(code).toBe(1)
    expect(stdout).toMatch(/FAIL\s+\/api\/startup .*\n.*no answer/)
    expect(existsSync(join(out, 'index.html'))).toBe(true)
  })
})
