import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { serveMockSite, signInAs } from '../../../testing/mock-site.tsx'
import { saferPlayCalls } from '../api/safer-play-calls.ts'
import RealityCheckWatch from './reality-check-watch.tsx'

const backend = serveMockSite()
const i18n = await englishI18n()
const minute = 60_000

beforeEach(() => signInAs())

function watch() {
  const onStop = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <RealityCheckWatch onStop={onStop} pollMs={20} />
    </I18nextProvider>,
  )
  return onStop
}

describe('the reality check', () => {
  it('shows the time played and the result once the chosen interval has passed', async () => {
    await saferPlayCalls.setRealityCheck(15)
    const onStop = watch()
    await new Promise((done) => setTimeout(done, 60))
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
    const onStop = watch()
    await new Promise((done) => setTimeout(done, 60))
    backend.clock.advance(16 * minute)
    await screen.findByRole('dialog', { name: 'Reality check' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop and log out' }))
    expect(onStop).toHaveBeenCalledOnce()
  })

  it('stays away when the player chose never', async () => {
    watch()
    backend.clock.advance(29 * minute)
    await new Promise((done) => setTimeout(done, 100))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
