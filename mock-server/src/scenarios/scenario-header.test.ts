import { describe, expect, it } from 'vitest'
import { parseScenarioHeader } from './scenario-header.ts'

describe('parseScenarioHeader', () => {
  it.each([
    ['fail=-503', [{ name: 'fail', mode: '-503' }]],
    ['latency=500', [{ name: 'latency', ms: 500 }]],
    [
      'fail=disconnect; latency=10',
      [
        { name: 'fail', mode: 'disconnect' },
        { name: 'latency', ms: 10 },
      ],
    ],
    ['maintenance, session-expired', [{ name: 'maintenance' }, { name: 'session-expired' }]],
    ['invalid-theme-color=pink', [{ name: 'invalid-theme-color', theme_color: 'pink' }]],
    ['', []],
  ])('%j', (header, want) => {
    expect(parseScenarioHeader(header)).toEqual(want)
  })

  it.each(['fail=-404', 'latency=soon', 'explode'])('refuses %j', (header) => {
    expect(() => parseScenarioHeader(header)).toThrow(header)
  })
})
