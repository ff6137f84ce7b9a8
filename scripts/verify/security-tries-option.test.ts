import { describe, expect, it } from 'vitest'
import { parseVerifyArgs } from './options.ts'

const base = ['--base-url', 'http://127.0.0.1:4010']

describe('--security-tries', () => {
  it.each([
    ['given', ['--security-tries', '5'], 5],
    ['0, which leaves the probes out', ['--security-tries', '0'], 0],
    ['left out, for the default of the run (20)', [], undefined],
  ])('is taken when %s', (_name, given, want) => {
    const parsed = parseVerifyArgs([...base, ...given])
    expect(parsed.ok && parsed.options.securityTries).toBe(want)
  })

  it.each([['-1'], ['2.5'], ['many']])('refuses %s, saying what it takes', (tries) => {
    expect(parseVerifyArgs([...base, `--security-tries=${tries}`])).toEqual({
      ok: false,
      error: `--security-tries must be a whole number, 0 or more, not "${tries}"`,
    })
  })
})
