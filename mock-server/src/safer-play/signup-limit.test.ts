import { describe, expect, it } from 'vitest'
import { createInProcessMock } from '../testing/in-process.ts'

const signUp = async (depositLimit?: { period: string; amount: number }) => {
  const mock = await createInProcessMock()
  mock.backend.clock.set(Date.parse('2025-06-02T09:00:00Z'))
  const answer = await mock.call('/api/auth/signup', {
    account_id: 'newplayer1',
    password: 'secret123',
    contact_phone: '+639171234567',
    date_of_birth: '1990-04-17',
    ...(depositLimit ? { deposit_limit: depositLimit } : {}),
    domain_name: 'localhost',
    external_id: mock.externalId(),
  })
  const call = async (path: '/api/safer_play/limits' | '/api/wallet/deposit', fields = {}) => {
    const auth = await mock.login('localhost', 'newplayer1', 'secret123')
    const body = { account_id: 'newplayer1', auth, ...fields }
    return (await mock.call(path, body)) as Record<string, unknown>
  }
  return { answer, call }
}

describe('a deposit limit chosen at signup', () => {
  it('holds from the first deposit on', async () => {
    const { answer, call } = await signUp({ period: 'weekly', amount: 500 })
    expect(answer).toMatchObject({ statusCode: 1 })
    const limits = (await call('/api/safer_play/limits')).value as object[]
    expect(limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'weekly', amount: 500, pending: null }),
    )
    const refused = await call('/api/wallet/deposit', {
      channel_code: 'GCASH',
      amount: 600,
      idempotency_key: 'k-first-600',
    })
    expect(refused).toMatchObject({ statusMessage: 'depositLimit', limit: { period: 'weekly' } })
  })

  it('is not there when the player skipped the offer', async () => {
    const { call } = await signUp()
    const limits = (await call('/api/safer_play/limits')).value as { amount: number | null }[]
    expect(limits.every((limit) => limit.amount === null)).toBe(true)
  })

  it('refuses a limit that is not an amount, and creates no account', async () => {
    const { answer, call } = await signUp({ period: 'daily', amount: -5 })
    expect(answer).toMatchObject({ statusCode: -500 })
    await expect(call('/api/safer_play/limits')).rejects.toThrow(/login failed/)
  })
})
