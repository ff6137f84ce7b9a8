import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestMedia } from '../verify/contract-document.ts'
import { runScenariosCli } from './cli-run.ts'
import type { GridReport } from './report/grid.ts'

/*
 * QA's flows against a backend that is not the runner's own mock: `pnpm mock`, started as a
 * process of its own and known to the runner by its URL only, as a staging backend would be. It
 * holds a QA player the workers' own mocks have never heard of, and shows every guest its
 * before-login announcement, which no check can switch off there: the flows that need no control
 * API pass on three templates as that player, and the ones that need it are skipped, with the
 * reason, in the summary and the grid. One locale, Chinese (its own path prefix and script): what
 * another backend changes is the tenants, the player and the control API, none of them a
 * language's; the slice of `pnpm test` runs startup and login in English and Chinese against the
 * runner's mock, and the full matrix every flow in all three.
 */
const mockMain = fileURLToPath(new URL('../../mock-server/src/server/main.ts', import.meta.url))
const templates = ['casino1', 'slot2', 'sportsbook1']
const qa = { account: 'qa-foreign', password: 'Foreign-pass-37' }
let backend: ChildProcess
let backendUrl: string
let out: string

async function post(
  path: string,
  body: unknown,
): Promise<{ statusCode: number; site?: { external_id: string } }> {
  const answer = await fetch(new URL(path, backendUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await answer.json()) as { statusCode: number; site?: { external_id: string } }
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'scenarios-foreign-'))
  // Port 0: the mock takes a free port and names it in its first line.
  backend = spawn(process.execPath, [mockMain], {
    env: { ...process.env, PORT: '0' },
    stdio: 'pipe',
  })
  backendUrl = await new Promise<string>((found, failed) => {
    backend.stdout!.on('data', (chunk: Buffer) => {
      const started = /Playfront mock backend on (\S+)/.exec(chunk.toString())
      if (started) found(started[1]!)
    })
    backend.once('exit', (code) => failed(new Error(`pnpm mock exited with ${code}`)))
  })
  const signup = requestMedia('/api/auth/signup').examples.minimal as Record<string, unknown>
  for (const template of templates) {
    const domain = `${template}.localhost`
    const startup = await post('/api/startup', { domain_name: domain })
    const created = await post('/api/auth/signup', {
      ...signup,
      account_id: qa.account,
      password: qa.password,
      domain_name: domain,
      external_id: startup.site?.external_id,
    })
    expect(created.statusCode, `the QA player on ${domain}`).toBe(1)
    const announced = await fetch(new URL(`/__mock/tenants/${domain}`, backendUrl), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ show_bf_ann_modal: true }),
    })
    expect(announced.ok, `the announcement on ${domain}`).toBe(true)
  }
}, 60_000)

afterAll(() => {
  backend?.kill('SIGTERM')
  rmSync(out, { recursive: true, force: true })
})

describe('pnpm scenarios --backend: another backend than the mock', () => {
  it('passes the flows that need no control API on 3 templates as the QA player, and skips the others with the reason', () => {
    const { code, output } = runScenariosCli([
      '--backend',
      backendUrl,
      '--account',
      qa.account,
      '--password',
      qa.password,
      '--template',
      templates.join(','),
      '--locale',
      'zh',
      '--flow',
      'startup,login,maintenance',
      '--out',
      out,
    ])
    expect(output).toContain('scenarios: 9 checks, 6 passed, 0 failed, 3 skipped in')
    expect(code, output).toBe(0)
    expect(output).toContain(
      "skipped:\n  - maintenance (3 checks): turns the tenant's maintenance on through the mock's control API",
    )
    expect(output).toContain(
      `backend: ${backendUrl} (tenants {template}.localhost, player qa-foreign)`,
    )

    const grid = JSON.parse(readFileSync(join(out, 'grid.json'), 'utf8')) as GridReport
    expect(grid.backend).toEqual({
      url: backendUrl,
      account: 'qa-foreign',
      domain: '{template}.localhost',
    })
    expect(grid.cells.filter((c) => c.flow === 'maintenance')).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          status: 'skipped',
          skipReason: "turns the tenant's maintenance on through the mock's control API",
        }),
      ),
    )
    expect(JSON.stringify(grid), 'the password is not in the grid').not.toContain(qa.password)
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(`Backend: <b>${backendUrl}</b>`)
  }, 600_000)
})
