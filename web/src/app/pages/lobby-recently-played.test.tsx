import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { launchGame } from '../../features/play/api/launch-game.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import SlotsPage from './slots-page.tsx'
import SportsPage from './sports-page.tsx'

const backend = serveMockSite()

async function launch(gameCode: string) {
  expect((await launchGame(gameCode)).ok).toBe(true)
}

const firstOf = (category: string) =>
  backend.tables.games
    .all()
    .filter((game) => game.game_type === category)
    .sort((a, b) => a.rank - b.rank)[0]!

describe("a lobby's recently played row", () => {
  it("shows a signed-in player the games played last of the lobby's category, above its games", async () => {
    await signInAs()
    const slot = firstOf('slots')
    await launch(slot.game_code)
    renderPage(SlotsPage, '/slots')
    const row = await screen.findByRole('list', { name: 'Recently played' })
    expect(within(row).getAllByRole('link')[0]?.textContent).toContain(slot.game_name)
    const names = within(row)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    const slots = new Set(
      backend.tables.games
        .all()
        .filter((g) => g.game_type === 'slots')
        .map((g) => g.game_code),
    )
    expect(
      names.every((href) => slots.has(new URLSearchParams(href!.split('?')[1]).get('game')!)),
    ).toBe(true)
  })

  it('leaves the row out of a lobby whose category the player has not played', async () => {
    backend.tables.recent_plays.deleteWhere(() => true)
    await signInAs()
    await launch(firstOf('slots').game_code)
    renderPage(SportsPage, '/sports')
    await screen.findByRole('list', { name: 'Sports games' })
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
    expect(screen.queryByRole('list', { name: 'Recently played' })).toBeNull()
  })
})
