import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from './testing/in-process.ts'

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

type Row = [
  rule: string,
  {
    given: (token: string) => Promise<{ account: string; auth: string; header?: string }>
    want: Record<string, unknown>
  },
]

const balance = (account: string, auth: string, header?: string) =>
  mock.call(
    '/api/auth/get_balance',
    { account_id: account, auth },
    header ? { 'x-mock-scenario': header } : {},
  )

// Spec section 8 and DESIGN "Mock backend behaviour": one row per session rule.
const rows: Row[] = [
  [
    'a fresh token works',
    { given: async (t) => ({ account: 'demo', auth: t }), want: { statusCode: 1 } },
  ],
  [
    'an unknown token is sessionExpired',
    {
      given: async () => ({ account: 'demo', auth: 'no-such-token' }),
      want: { statusCode: 0, statusMessage: 'sessionExpired' },
    },
  ],
  [
    'a token past its 30 minutes is sessionExpired',
    {
      given: async (t) => {
        mock.backend.clock.advance(30 * 60_000)
        return { account: 'demo', auth: t }
      },
      want: { statusCode: 0, statusMessage: 'sessionExpired' },
    },
  ],
  [
    'a token one minute before expiry still works',
    {
      given: async (t) => {
        mock.backend.clock.advance(29 * 60_000)
        return { account: 'demo', auth: t }
      },
      want: { statusCode: 1 },
    },
  ],
  [
    'a token used for another account is permissionDenied',
    {
      given: async (t) => ({ account: 'blocked', auth: t }),
      want: { statusCode: 0, statusMessage: 'permissionDenied' },
    },
  ],
  [
    'expire-sessions ends the session now',
    {
      given: async (t) => {
        await mock.control('POST', '/players/demo/expire-sessions?domain_name=localhost')
        return { account: 'demo', auth: t }
      },
      want: { statusCode: 0, statusMessage: 'sessionExpired' },
    },
  ],
  [
    'a player blocked after login gets BLOCK',
    {
      given: async (t) => {
        await mock.control('POST', '/players/demo/block?domain_name=localhost')
        return { account: 'demo', auth: t }
      },
      want: { statusCode: 0, statusMessage: 'BLOCK' },
    },
  ],
  [
    'a player closed after login gets CLOSE',
    {
      given: async (t) => {
        await mock.control('POST', '/players/demo/close?domain_name=localhost')
        return { account: 'demo', auth: t }
      },
      want: { statusCode: 0, statusMessage: 'CLOSE' },
    },
  ],
  [
    'the block scenario gives BLOCK',
    {
      given: async (t) => ({ account: 'demo', auth: t, header: 'block' }),
      want: { statusMessage: 'BLOCK' },
    },
  ],
  [
    'the close scenario gives CLOSE',
    {
      given: async (t) => ({ account: 'demo', auth: t, header: 'close' }),
      want: { statusMessage: 'CLOSE' },
    },
  ],
  [
    'the session-expired scenario gives sessionExpired',
    {
      given: async (t) => ({ account: 'demo', auth: t, header: 'session-expired' }),
      want: { statusMessage: 'sessionExpired' },
    },
  ],
]

describe('session rules', () => {
  it.each(rows)('%s', async (_rule, { given, want }) => {
    const token = await mock.login()
    const { account, auth, header } = await given(token)
    expect(await balance(account, auth, header)).toMatchObject(want)
  })

  it('a token of one tenant is not valid on another tenant for the same account name', async () => {
    const token = await mock.login('localhost')
    const other = await mock.login('slot2.localhost')
    expect(token).not.toBe(other)
    const result = await mock.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
    expect(result).toMatchObject({ statusCode: 1 })
    expect(mock.backend.tables.sessions.get(token)?.domain_name).toBe('localhost')
  })

  it('the session lifetime is configurable', async () => {
    const short = await createInProcessMock({ sessionLifetimeMs: 1_000 })
    const token = await short.login()
    short.backend.clock.advance(1_000)
    expect(
      await short.call('/api/auth/get_balance', { account_id: 'demo', auth: token }),
    ).toMatchObject({ statusMessage: 'sessionExpired' })
  })

  it('a call keeps the session alive: it lasts the lifetime from the last call, to the minute', async () => {
    const short = await createInProcessMock({ sessionLifetimeMs: 10 * 60_000 })
    const token = await short.login()
    const balance = () => short.call('/api/auth/get_balance', { account_id: 'demo', auth: token })
    for (let minute = 0; minute < 5; minute += 1) {
      short.backend.clock.advance(9 * 60_000)
      expect(await balance(), `after ${(minute + 1) * 9} minutes of play`).toMatchObject({
        statusCode: 1,
      })
    }
    short.backend.clock.advance(10 * 60_000)
    expect(await balance()).toMatchObject({ statusMessage: 'sessionExpired' })
  })

  it('blocked and closed players cannot log in', async () => {
    for (const account of ['blocked', 'closed']) {
      const result = await mock.call('/api/auth/login', {
        domain_name: 'localhost',
        external_id: 'T-DEFAULT',
        account_id: account,
        password: 'demo1234',
      })
      expect(result).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' })
    }
  })
})
