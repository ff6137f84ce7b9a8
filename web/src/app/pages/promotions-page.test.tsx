import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { session } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import PromotionsPage from './promotions-page.tsx'

const backend = serveMockSite()

describe('the promotions page', () => {
  it('lets a player apply for a running promotion once, and pays the bonus into the balance', async () => {
    await signInAs()
    const before = session().game.balance
    const user = userEvent.setup()
    renderPage(PromotionsPage, '/promotions')
    const apply = await screen.findByRole('button', { name: 'Apply for Welcome bonus' })
    await user.click(apply)
    const card = screen.getByRole('article', { name: 'Welcome bonus' })
    expect((await within(card).findByRole('status')).textContent).toMatch(
      /Applied! .*100.* has been added to your balance\./,
    )
    expect(apply).toHaveProperty('disabled', true)
    await expect.poll(() => session().game.balance).toBe(before + 100)
  })

  it('marks an ended promotion as ended, with no button', async () => {
    await signInAs()
    renderPage(PromotionsPage, '/promotions')
    const ended = await screen.findByRole('article', { name: 'Lunar new year' })
    expect(within(ended).getAllByText('This promotion has ended.').length).toBeGreaterThan(0)
    expect(within(ended).queryByRole('button')).toBeNull()
  })

  it('points a guest to the login page instead of an apply button', async () => {
    const user = userEvent.setup()
    renderPage(PromotionsPage, '/promotions')
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' })
    expect(within(welcome).queryByRole('button')).toBeNull()
    await user.click(within(welcome).getByRole('link', { name: /log in/i }))
    expect(await screen.findByRole('heading', { name: 'Now at /login' })).toBeTruthy()
  })

  it('offers a retry when the promotions cannot be loaded', async () => {
    backend.scenarios.push({ name: 'fail', path: '/api/promotion/list', mode: '-503' })
    renderPage(PromotionsPage, '/promotions')
    expect(await screen.findByText('The promotions could not be loaded.')).toBeTruthy()
    backend.scenarios.length = 0
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Welcome bonus' })).toBeTruthy()
  })
})
