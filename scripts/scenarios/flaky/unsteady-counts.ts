// eslint-disable-next-line no-control-regex
const ansiCodes = /\x1b\[[0-9;]*m/g

/** A step's flaky and quarantined checks, as `pnpm test`'s summary counts them. */
export interface Unsteady {
  flaky: string[]
  quarantined: string[]
  /** Quarantined checks that failed: counted apart, not as failures. */
  quarantinedFailed: number
}

/**
 * Reads the flaky and quarantined checks out of a step's output: the lines the scenario summary
 * and the e2e suites' reporter print (flaky/flaky-lines.ts), however many runs the step made.
 *
 * @example unsteadyOf(output) // { flaky: ['slot2.zh.login'], quarantined: [], quarantinedFailed: 0 }
 */
export function unsteadyOf(output: string): Unsteady {
  const found: Unsteady = { flaky: [], quarantined: [], quarantinedFailed: 0 }
  let section: 'flaky' | 'quarantined' | undefined
  for (const line of output.replace(ansiCodes, '').split('\n')) {
    if (line.startsWith('flaky, passed only on a retry')) section = 'flaky'
    else if (line.startsWith('quarantined, run but not counted')) section = 'quarantined'
    else if (section === 'flaky' && line.startsWith('  ≈ '))
      found.flaky.push(
        line.slice(4).replace(/: (flaky in \d+ of its last .*|first run on record)$/, ''),
      )
    else if (section === 'quarantined' && /^ {2}[✗·] /.test(line)) {
      found.quarantined.push(line.slice(4).replace(/: \S+(?: \(.*)?; set aside since .*$/, ''))
      if (line.startsWith('  ✗ ')) found.quarantinedFailed += 1
    } else section = undefined
  }
  return found
}
