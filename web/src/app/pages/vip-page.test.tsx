import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import VipPage from './vip-page.tsx'

const backend = serveMockSite()

describe('the VIP page', () => {
  it('shows a player their level, the next one and their progress towards it', async () => {
    await signInAs()
    renderPage(VipPage, '/vip')
    expect(await screen.findByText('Silver')).toBeTruthy()
    expect(screen.getByText('Gold')).toBeTruthy()
    const [deposit, turnover] = screen.getAllByRole('progressbar')
    expect(deposit!.getAttribute('aria-valuetext')).toMatch(/^78% · .*3,925.* of .*5,000/)
    expect(turnover!.getAttribute('aria-valuetext')).toMatch(/^47% · .*11,824.* of .*25,000/)
  })

  it('caps a progress bar at 100% for a player far past the target', async () => {
    await backend.tables.players.update('localhost|demo', (player) => {
      player.vip.total_deposit_minor = 10_000_000
    })
    await signInAs()
    renderPage(VipPage, '/vip')
    const [deposit] = await screen.findAllByRole('progressbar')
    expect(deposit!.getAttribute('aria-valuenow')).toBe('100')
  })

  it('invites a guest to log in or register to see their level', async () => {
    const user = userEvent.setup()
    renderPage(VipPage, '/vip')
    expect(screen.queryByRole('progressbar')).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Log in to see your level' }))
    expect(await screen.findByRole('heading', { name: 'Now at /login' })).toBeTruthy()
  })
})
