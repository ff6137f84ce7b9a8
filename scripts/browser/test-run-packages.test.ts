import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { testRunPackages } from './test-run-packages.ts'

/** The packages of a shell script's `apt-get install` commands, continued lines joined. */
function aptInstalled(script: string): string[] {
  return script
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /^\s*apt-get\s+install\b/.test(line))
    .flatMap((line) => line.trim().split(/\s+/).slice(2))
    .filter((word) => !word.startsWith('-'))
}

describe('the Debian packages of a CI run', () => {
  it('are the ones the test run uses, installed by .ci/run in one apt run', () => {
    const ciRun = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8')
    expect(aptInstalled(ciRun).sort()).toEqual([...testRunPackages].sort())
    expect(ciRun.match(/apt-get\s+install/g)).toHaveLength(1)
  })

  it('reads a script the way .ci/run is written', () => {
    expect(
      aptInstalled('x\n  apt-get install -y -qq --no-install-recommends \\\n    a b \\\n    c\n'),
    ).toEqual(['a', 'b', 'c'])
  })
})
