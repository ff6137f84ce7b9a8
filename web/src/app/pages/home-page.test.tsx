import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import HomePage from './home-page.tsx'

serveMockSite()

const gamesIn = async (section: string) =>
  within(await screen.findByRole('list', { name: section })).getAllByRole('listitem').length

describe('the home page', () => {
  it('shows 15 hot games, 10 featured, 6 popular and 6 new', async () => {
    renderPage(HomePage, '/')
    const counts = []
    for (const section of ['Hot games', 'Featured', 'Popular', 'New games'])
      counts.push(await gamesIn(section))
    expect(counts).toEqual([15, 10, 6, 6])
  })

  it('leads from the hot games to all of them', async () => {
    const user = userEvent.setup()
    renderPage(HomePage, '/')
    const hot = await screen.findByRole('region', { name: 'Hot games' })
    await user.click(within(hot).getByRole('link', { name: 'See all' }))
    expect(await screen.findByRole('heading', { name: 'Now at /hot' })).toBeTruthy()
  })
})
