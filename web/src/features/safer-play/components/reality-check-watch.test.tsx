import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { serveMockSite, signInAs } from '../../../testing/mock-site.tsx'
import { saferPlayCalls } from '../api/safer-play-calls.ts'
import RealityCheckWatch from './reality-check-watch.tsx'

const backend = serveMockSite()
const i18n = await englishI18n()
const minute = 60_000

beforeEach(async () => {
  sessionStorage.clear()
  await signInAs()
})
afterEach(() => vi.restoreAllMocks())

function watchIn() {
  return render(
    <I18nextProvider i18n={i18n}>
      <RealityCheckWatch
        onStop={vi.fn()}
        onSessionLimit={vi.fn()}
        onSessionLimitRead={vi.fn()}
        pollMs={60_000}
      />
    </I18nextProvider>,
  )
}

function watch() {
  const onStop = vi.fn()
  const onSessionLimit = vi.fn()
  const onSessionLimitRead = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <RealityCheckWatch
        onStop={onStop}
        onSessionLimit={onSessionLimit}
        onSessionLimitRead={onSessionLimitRead}
        pollMs={20}
      />
    </I18nextProvider>,
  )
  return Object.assign(onStop, { onSessionLimit, onSessionLimitRead })
}

/** The watch has asked for the session summary and heard the answer, whatever the machine's load. */
async function firstSummaryHeard(asked: ReturnType<typeof vi.spyOn>) {
  await vi.waitFor(() => expect(asked).toHaveBeenCalled(), { timeout: 15_000 })
  await asked.mock.results[0]!.value
}

/**
 * Every summary asked so far has been answered and taken in: a poll that was asked before time
 * jumps and answered after it would count its old answer from the new time.
 */
async function noPollUnderWay(asked: ReturnType<typeof vi.spyOn>) {
  let seen: number
  do {
    seen = asked.mock.calls.length
    await Promise.all(asked.mock.results.map((result: { value: unknown }) => result.value))
  } while (asked.mock.calls.length !== seen)
}

/** Real time and the backend's clock both move on, as they do for a player. */
function timePasses(ms: number) {
  const now = Date.now()
  backend.clock.advance(ms)
  vi.spyOn(Date, 'now').mockReturnValue(now + ms)
}

describe('the reality check', () => {
  it('shows the time played and the result once the chosen interval has passed', async () => {
    await saferPlayCalls.setRealityCheck(15)
    const summaryAsked = vi.spyOn(saferPlayCalls, 'sessionSummary')
    const onStop = watch()
    await firstSummaryHeard(summaryAsked)
    expect(screen.queryByRole('dialog')).toBeNull()
    backend.clock.advance(16 * minute)
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    expect(dialog.textContent).toContain('You have played for 16 minutes.')
    expect(dialog.textContent).toMatch(/In this session you are (up|down) /)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue playing' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onStop).not.toHaveBeenCalled()
  })

  it('lets the player stop there', async () => {
    await saferPlayCalls.setRealityCheck(15)
    const summaryAsked = vi.spyOn(saferPlayCalls, 'sessionSummary')
    const onStop = watch()
    await firstSummaryHeard(summaryAsked)
    backend.clock.advance(16 * minute)
    await screen.findByRole('dialog', { name: 'Reality check' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop and log out' }))
    expect(onStop).toHaveBeenCalledOnce()
  })

  it('still shows a check that fell due while the page was reloading', async () => {
    await saferPlayCalls.setRealityCheck(15)
    const summaryAsked = vi.spyOn(saferPlayCalls, 'sessionSummary')
    const { unmount } = watchIn()
    await firstSummaryHeard(summaryAsked)
    unmount()
    timePasses(16 * minute)
    watchIn()
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    expect(dialog.textContent).toContain('You have played for 16 minutes.')
  })

  it('stays away when the player chose never', async () => {
    watch()
    backend.clock.advance(29 * minute)
    await new Promise((done) => setTimeout(done, 100))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('ends the session when its time limit falls due and tells the player why', async () => {
    await saferPlayCalls.setSessionLimit(30)
    const summaryAsked = vi.spyOn(saferPlayCalls, 'sessionSummary')
    const { onSessionLimit, onSessionLimitRead } = watch()
    await firstSummaryHeard(summaryAsked)
    expect(onSessionLimit).not.toHaveBeenCalled()
    await noPollUnderWay(summaryAsked)
    timePasses(31 * minute)
    const notice = await screen.findByRole('dialog', { name: 'Session time limit reached' })
    expect(notice.textContent).toContain(
      'You reached your session limit of 30 minutes; you have been signed out.',
    )
    expect(onSessionLimit).toHaveBeenCalledOnce()
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }))
    expect(onSessionLimitRead).toHaveBeenCalledOnce()
  })

  it('leaves the session alone before its time limit', async () => {
    await saferPlayCalls.setSessionLimit(60)
    const summaryAsked = vi.spyOn(saferPlayCalls, 'sessionSummary')
    const { onSessionLimit } = watch()
    await firstSummaryHeard(summaryAsked)
    timePasses(59 * minute)
    await new Promise((done) => setTimeout(done, 100))
    expect(onSessionLimit).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog', { name: 'Session time limit reached' })).toBeNull()
  })
})
