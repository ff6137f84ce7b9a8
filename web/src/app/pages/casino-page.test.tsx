import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import CasinoPage from './casino-page.tsx'

serveMockSite()

const games = () =>
  within(screen.getByRole('list', { name: 'Live casino games' })).getAllByRole('link')

describe('the live casino lobby', () => {
  it('lists the live casino games ten to a page, each leading to its play page', async () => {
    const user = userEvent.setup()
    const router = renderPage(CasinoPage, '/casino')
    expect(await screen.findByText('13 games')).toBeTruthy()
    expect(games()).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(games()).toHaveLength(3))
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2')
    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    await user.click(await screen.findByRole('link', { name: /Jumbo Morbidity/ }))
    expect(await screen.findByRole('heading', { name: 'Now at /playnow?game=RLV-01' })).toBeTruthy()
  })

  it('filters by provider and keeps the filter in the address, to share or reload', async () => {
    const user = userEvent.setup()
    const router = renderPage(CasinoPage, '/casino')
    await screen.findByText('13 games')
    await user.click(screen.getByRole('button', { name: /Royal Live/ }))
    await waitFor(() => expect(games()).toHaveLength(5))
    expect(screen.getByRole('button', { name: /Royal Live/, pressed: true })).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('provider')).toBe('RLV')
  })

  it('opens with the provider a shared address names', async () => {
    renderPage(CasinoPage, '/casino?provider=VDL')
    await waitFor(() => expect(games()).toHaveLength(8))
    expect(screen.getByRole('button', { name: /Velvet Dealer/, pressed: true })).toBeTruthy()
  })

  it('says when no game matches a search, and clears the filters on request', async () => {
    const user = userEvent.setup()
    renderPage(CasinoPage, '/casino')
    await screen.findByText('13 games')
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'no such game')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No game matches your filters.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByText('13 games')).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveProperty('value', '')
  })

  it("fetches the first screen's game images at once, the first with high priority, the rest as they near the screen", async () => {
    renderPage(CasinoPage, '/casino')
    await screen.findByText('13 games')
    const images = [
      ...screen.getByRole('list', { name: 'Live casino games' }).querySelectorAll('img'),
    ].map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])
    // The lobby's largest paint is its first card: a lazy image would wait for layout to find it.
    expect(images.slice(0, 7)).toEqual([
      ['eager', 'high'],
      ...Array(5).fill(['eager', 'auto']),
      ['lazy', 'auto'],
    ])
    expect(images).toHaveLength(10)
  })
})
