import { afterEach, describe, expect, it, vi } from 'vitest'
import { saferPlayCalls } from '../features/safer-play/api/safer-play-calls.ts'
import { currentModal } from '../stores/modals.ts'
import { resetSession } from '../stores/session.ts'
import { serveMockSite, signInAs } from '../testing/mock-site.tsx'

serveMockSite()
afterEach(() => vi.restoreAllMocks())

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
