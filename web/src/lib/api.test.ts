import { afterEach, describe, expect, it, vi } from 'vitest'
import { inboxCalls } from '../features/inbox/api/inbox-calls.ts'
import { saferPlayCalls } from '../features/safer-play/api/safer-play-calls.ts'
import { currentModal } from '../stores/modals.ts'
import { resetSession } from '../stores/session.ts'
import { serveMockSite, signInAs } from '../testing/mock-site.tsx'
import { api, sharedRead } from './api.ts'
import { playerBody, tenantBody } from './tenant.ts'

const backend = serveMockSite()
afterEach(() => {
  vi.restoreAllMocks()
  backend.scenarios.length = 0
})

describe('a player call made after the session ended', () => {
  it('answers that the session is gone, without an error dialog or a call out', async () => {
    await signInAs()
    resetSession()
    const sent = vi.spyOn(globalThis, 'fetch')
    const outcome = await saferPlayCalls.sessionSummary()
    expect(outcome).toEqual({ ok: false, message: 'sessionExpired' })
    expect(sent).not.toHaveBeenCalled()
    expect(currentModal()).toBeNull()
  })

  it('still goes out while the player is signed in', async () => {
    await signInAs()
    const outcome = await saferPlayCalls.sessionSummary()
    expect(outcome.ok).toBe(true)
  })
})

/** The calls that reached the network, by path. */
function watchCalls(): (path: string) => number {
  const sent = vi.spyOn(globalThis, 'fetch')
  return (path) =>
    sent.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === path)
      .length
}

const winners = '/api/settings/top10winner_withdrawal'

describe('sharedRead', () => {
  it('sends one call for readers that ask while it is in flight, and all get its answer', async () => {
    const calls = watchCalls()
    const [first, second] = await Promise.all([
      sharedRead(winners, tenantBody(), 60_000),
      sharedRead(winners, tenantBody(), 60_000),
    ])
    expect(calls(winners)).toBe(1)
    expect(first.statusCode).toBe(1)
    expect(second).toBe(first)
  })

  it('hands a settled answer on while it is no older than the reader accepts', async () => {
    const calls = watchCalls()
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    await sharedRead(winners, tenantBody(), 60_000)
    clock.mockReturnValue(now + 60_000)
    await sharedRead(winners, tenantBody(), 60_000)
    expect(calls(winners)).toBe(1)
    // A reader that wants a fresher answer than the one kept calls again.
    await sharedRead(winners, tenantBody(), 1000)
    expect(calls(winners)).toBe(2)
    clock.mockReturnValue(now + 120_001)
    await sharedRead(winners, tenantBody(), 60_000)
    expect(calls(winners)).toBe(3)
  })

  it('keeps no failure: the retry goes out and gets the answer', async () => {
    backend.scenarios.push({ name: 'fail', path: winners, mode: '-503' })
    const calls = watchCalls()
    expect((await sharedRead(winners, tenantBody(), 60_000)).statusCode).toBe(-503)
    backend.scenarios.length = 0
    expect((await sharedRead(winners, tenantBody(), 60_000)).statusCode).toBe(1)
    expect(calls(winners)).toBe(2)
  })

  it("never hands one session's answer to the next", async () => {
    const calls = watchCalls()
    // Signing in reads the VIP level for the header; the VIP screen's read then shares it.
    await signInAs()
    const first = await sharedRead('/api/auth/vip', playerBody(), 10_000)
    expect(calls('/api/auth/vip')).toBe(1)
    await signInAs()
    const second = await sharedRead('/api/auth/vip', playerBody(), 10_000)
    expect(calls('/api/auth/vip')).toBe(2)
    expect(second).not.toBe(first)
  })

  it('reads the inbox again after a claim, so the item shows as claimed', async () => {
    await signInAs()
    const calls = watchCalls()
    const before = await inboxCalls.list()
    if (!before.ok) throw new Error(before.message)
    const unclaimed = before.value.find((item) => !item.is_claimed)
    if (!unclaimed) throw new Error('the seeded inbox has nothing to claim')
    await inboxCalls.claim(unclaimed.inbox_id)
    const after = await inboxCalls.list()
    expect(calls('/api/settings/get_inbox')).toBe(2)
    expect(after.ok && after.value.find((item) => item.inbox_id === unclaimed.inbox_id)).toEqual(
      expect.objectContaining({ is_claimed: true }),
    )
  })

  it('leaves calls that are not shared alone', async () => {
    await signInAs()
    const calls = watchCalls()
    await Promise.all([
      api().post('/api/auth/get_balance', playerBody()),
      api().post('/api/auth/get_balance', playerBody()),
    ])
    expect(calls('/api/auth/get_balance')).toBe(2)
  })
})
