import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureHeadlessShell, findHeadlessShell } from './chromium.ts'

const folder = mkdtempSync(join(tmpdir(), 'browser-paths-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const file = (name: string, mode: number) => {
  const path = join(folder, name)
  writeFileSync(path, '#!/bin/sh\n')
  chmodSync(path, mode)
  return path
}
const runnable = file('shell', 0o755)
const notRunnable = file('not-a-program', 0o644)

describe('the browser of automated runs', () => {
  it('takes the headless shell CHROMIUM_HEADLESS_SHELL_PATH names', () => {
    expect(findHeadlessShell({ CHROMIUM_HEADLESS_SHELL_PATH: runnable })).toBe(runnable)
    expect(ensureHeadlessShell({ CHROMIUM_HEADLESS_SHELL_PATH: runnable })).toBe(runnable)
  })

  it('says which variable is wrong when it names no program', () => {
    expect(() => findHeadlessShell({ CHROMIUM_HEADLESS_SHELL_PATH: notRunnable })).toThrow(
      `CHROMIUM_HEADLESS_SHELL_PATH=${notRunnable} is not an executable file`,
    )
  })

  it('gives CHROMIUM_PATH precedence: whoever names a browser gets that browser', () => {
    expect(
      ensureHeadlessShell({ CHROMIUM_PATH: runnable, CHROMIUM_HEADLESS_SHELL_PATH: notRunnable }),
    ).toBe(runnable)
  })
})
