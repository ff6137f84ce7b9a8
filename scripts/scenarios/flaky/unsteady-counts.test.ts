import { describe, expect, it } from 'vitest'
import { unsteadyOf } from './unsteady-counts.ts'

describe("what pnpm test's summary counts of a step's flaky and quarantined checks", () => {
  const rows: [string, { given: string; want: ReturnType<typeof unsteadyOf> }][] = [
    [
      'an e2e suite with one of each',
      {
        given: [
          '  3 passed (12.1s)',
          '  1 flaky',
          '',
          'e2e:',
          'flaky, passed only on a retry (1):',
          '  ≈ auth.spec.ts › login › logs in: flaky in 1 of its last 4 run(s), flake rate 0.25',
          'quarantined, run but not counted (1; scripts/scenarios/quarantine.json):',
          '  ✗ wallet.spec.ts › shows the limit: failed (Error: late); set aside since 2026-11-20: issue 43',
          'flaky and quarantined: 1 flaky, 1 quarantined, 1 of them failed',
        ].join('\n'),
        want: {
          flaky: ['auth.spec.ts › login › logs in'],
          quarantined: ['wallet.spec.ts › shows the limit'],
          quarantinedFailed: 1,
        },
      },
    ],
    [
      'a scenario summary, with the failed list apart and colours',
      {
        given: [
          'failed:',
          '  ✗ slot2.en.login: Error: no dialog',
          '\u001b[2mflaky, passed only on a retry (2):\u001b[0m',
          '  ≈ slot2.zh.login: flaky in 2 of its last 3 run(s), flake rate 0.67',
          '  ≈ casino1.en.startup: first run on record',
          'quarantined, run but not counted (1; scripts/scenarios/quarantine.json):',
          '  · slot2.*.fault-dribble: passed; set aside since 2026-11-20: issue 43',
          'flaky and quarantined: 2 flaky, 1 quarantined, 0 of them failed',
          'scenarios: 45 checks, 44 passed, 1 failed, 2 flaky in 1m 2s',
        ].join('\n'),
        want: {
          flaky: ['slot2.zh.login', 'casino1.en.startup'],
          quarantined: ['slot2.*.fault-dribble'],
          quarantinedFailed: 0,
        },
      },
    ],
    [
      'a step with neither',
      { given: '  12 passed (3.0s)', want: { flaky: [], quarantined: [], quarantinedFailed: 0 } },
    ],
  ]
  it.each(rows)('%s', (_name, { given, want }) => expect(unsteadyOf(given)).toEqual(want))
})
