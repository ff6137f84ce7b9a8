import { execFile } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { freePort, startPrism, stopServerProcess, waitForServer } from '../bench/server-process.ts'
import type { VerifyResult } from './result.ts'

/*
 * A contract server no one here wrote: Stoplight Prism mocking contract/openapi.yaml. It never
 * answers a body that is not JSON, so each such request waits out the time limit; verify used to
 * go silent for a quarter of an hour against it. Now it prints a line per call, gives up on each
 * after 5 s and has 8 in flight at once: it finishes within a minute and names the calls Prism
 * left unanswered. Prism takes seconds to start, and the machine may be busy: generous limits
 * for the test, none for the run, which must end within its minute.
 */
const cli = new URL('./cli.ts', import.meta.url).pathname
let prism: ChildProcess
let baseUrl: string

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  prism = startPrism(port)
  await waitForServer(`${baseUrl}/api/startup`, 150_000)
}, 160_000)
afterAll(() => stopServerProcess(prism))

describe('pnpm verify against Stoplight Prism serving the contract', () => {
  it('finishes within a minute, a line per call, with the report naming the calls Prism left unanswered', async () => {
    const out = mkdtempSync(join(tmpdir(), 'verify-prism-'))
    onTestFinished(() => rmSync(out, { recursive: true, force: true }))
    const { code, stdout } = await promisify(execFile)(
      process.execPath,
      [cli, '--base-url', baseUrl, '--out', out],
      { timeout: 170_000, maxBuffer: 16 * 1024 * 1024 },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => error,
    )

    const result = JSON.parse(readFileSync(join(out, 'verify.json'), 'utf8')) as VerifyResult
    expect(result.durationMs, 'the run, from its first call to its last').toBeLessThan(60_000)
    expect(code, 'Prism does not answer bad bodies as the catalogue says').toBe(1)

    expect(result.unanswered.map((u) => u.call)).toEqual(
      expect.arrayContaining(['/api/startup', '/api/auth/login', '/api/auth/get_balance']),
    )
    for (const silent of result.unanswered)
      expect(silent, silent.call).toMatchObject({
        unanswered: 1,
        bodies: ['a body that is not JSON'],
      })
    expect(stdout).toContain(
      `no answer within 5 s (--timeout) from ${result.unanswered.length} calls:`,
    )
    expect(stdout).toMatch(/^ {2}\/api\/startup +1 of \d+ requests \(a body that is not JSON\)$/m)
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(
      `No answer within 5 s: ${result.unanswered.length} calls`,
    )
    const envelope = result.checks.find((c) => c.group === 'envelope' && c.call === '/api/startup')
    expect(envelope?.details).toContain(
      'a body that is not JSON: no answer (no answer within 5 s (--timeout))',
    )

    // A line per call as it ends, as many as the calls the report's HAR lists.
    const har = JSON.parse(readFileSync(join(out, 'calls.har'), 'utf8')) as {
      log: { entries: unknown[] }
    }
    const lines = stdout.split('\n').filter((line) => /^ {2}#\d+ \/api\//.test(line))
    expect(lines).toHaveLength(har.log.entries.length)
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}#\d+ \/api\/startup \(a body that is not JSON\) → no answer within 5 s \(--timeout\)$/,
      ),
    )
  }, 180_000)
})
