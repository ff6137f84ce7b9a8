import { describe, expect, it } from 'vitest'
import type { Scenario } from '../models/scenario.ts'
import { applyDrift } from './drift.ts'

const balance = { statusCode: 1, statusMessage: 'OK', game_balance: 10, game_token: 2 }
const path = '/api/auth/get_balance'

const rows: [string, { scenarios: Scenario[]; want: unknown }][] = [
  ['no drift', { scenarios: [], want: { kind: 'json', body: balance } }],
  [
    'rename',
    {
      scenarios: [{ name: 'drift', mode: 'rename' }],
      want: {
        kind: 'json',
        body: { statusCode: 1, statusMessage: 'OK', gameBalance: 10, game_token: 2 },
      },
    },
  ],
  [
    'drop',
    {
      scenarios: [{ name: 'drift', mode: 'drop' }],
      want: { kind: 'json', body: { statusCode: 1, statusMessage: 'OK', game_token: 2 } },
    },
  ],
  [
    'type',
    {
      scenarios: [{ name: 'drift', mode: 'type' }],
      want: { kind: 'json', body: { ...balance, game_balance: '10' } },
    },
  ],
  [
    'type of a chosen field',
    {
      scenarios: [{ name: 'drift', mode: 'type', field: 'game_token' }],
      want: { kind: 'json', body: { ...balance, game_token: '2' } },
    },
  ],
  [
    'another path only',
    {
      scenarios: [{ name: 'drift', mode: 'drop', path: '/api/startup' }],
      want: { kind: 'json', body: balance },
    },
  ],
  [
    'html-500',
    {
      scenarios: [{ name: 'drift', mode: 'html-500', path }],
      want: expect.objectContaining({
        kind: 'raw',
        status: 500,
        contentType: expect.stringContaining('text/html'),
      }),
    },
  ],
]

describe('applyDrift: the answer a drifting backend would give', () => {
  it.each(rows)('%s', (_name, { scenarios, want }) => {
    expect(applyDrift(scenarios, path, balance)).toEqual(want)
  })

  it('bends statusMessage of a failure, which has no other field', () => {
    expect(
      applyDrift([{ name: 'drift', mode: 'drop' }], path, {
        statusCode: 0,
        statusMessage: 'sessionExpired',
      }),
    ).toEqual({ kind: 'json', body: { statusCode: 0 } })
  })
})
