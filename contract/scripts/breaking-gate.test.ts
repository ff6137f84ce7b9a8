import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'

const run = promisify(execFile)
const gate = new URL('./breaking-gate.ts', import.meta.url).pathname
const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8'))

// Fixture files: the committed contract with one edit, judged against HEAD's version by the CLI.
const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function fixture(
  name: string,
  edit: (
    schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>,
  ) => void,
): string {
  const copy = structuredClone(contract)
  edit(copy.components.schemas)
  const folder = mkdtempSync(join(tmpdir(), 'gate-'))
  folders.push(folder)
  const file = join(folder, `${name}.yaml`)
  writeFileSync(file, stringify(copy))
  return file
}

async function gateOn(head: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [gate, '--base', 'HEAD', '--head', head],
      { timeout: 60_000 },
    )
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

describe('the gate as pnpm lint runs it', { timeout: 60_000 }, () => {
  it('fails a fixture that removes a field of a specified call, naming it', async () => {
    const head = fixture('removes-game-balance', (s) => {
      delete s.BalanceResponse!.properties.game_balance
      s.BalanceResponse!.required = s.BalanceResponse!.required!.filter((f) => f !== 'game_balance')
    })
    const { code, out } = await gateOn(head)
    expect(code).toBe(1)
    expect(out).toMatch(
      /BREAKING \/api\/auth\/get_balance\s+field removed or renamed\s+\S*properties\.game_balance\s+\(one of the 23 specified calls\)/,
    )
  })

  it('passes a fixture that only adds an optional field', async () => {
    const head = fixture('adds-remember-me', (s) => {
      s.LoginRequest!.properties.remember_me = {
        type: 'boolean',
        description: 'Keep the session longer.',
      }
    })
    const { code, out } = await gateOn(head)
    expect(code).toBe(0)
    expect(out).toContain('0 breaking')
  })
})
