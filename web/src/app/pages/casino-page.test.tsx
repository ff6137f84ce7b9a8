import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setBootData, type BootData } from '../../lib/boot-data.ts'
import { setHasHotGames, setSiteState } from '../../stores/site.ts'
import { renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import { startupState, type StartupAnswer } from '../../features/site/utils/startup-state.ts'
import { api } from '../../lib/api.ts'
import CasinoPage from './casino-page.tsx'

serveMockSite()

const games = () =>
  within(screen.getByRole('list', { name: 'Live casino games' })).getAllByRole('link')

describe('the live casino lobby', () => {
  const gameMenu = () =>
    within(screen.getByRole('navigation', { name: 'Games' }))
      .getAllByRole('link')
      .map((link) => link.textContent)

  it("shows the tenant's games menu, this lobby marked, and leads to another lobby", async () => {
    const user = userEvent.setup()
    renderPage(CasinoPage, '/casino')
    expect(gameMenu()).toEqual([
      'Hot',
      'Slots',
      'Live casino',
      'Hash game',
      'Sports',
      'Fishing',
      'Table games',
      'Sabong',
      'Lottery',
      'Horse racing',
      'Bingo',
      'Arcade',
      'Crash',
    ])
    const games = within(screen.getByRole('navigation', { name: 'Games' }))
    expect(games.getByRole('link', { name: 'Live casino' }).getAttribute('aria-current')).toBe(
      'page',
    )
    await user.click(games.getByRole('link', { name: 'Slots' }))
    expect(await screen.findByRole('heading', { name: 'Now at /slots' })).toBeTruthy()
  })

  it('leaves out of the games menu a category no provider offers, and hot games when there are none', async () => {
    const answer = (await api().post('/api/startup', {
      domain_name: location.hostname,
    })) as StartupAnswer
    setSiteState(
      startupState({
        ...answer,
        provider_count: answer.provider_count?.filter((provider) => provider.category !== 'bingo'),
      }),
    )
    setHasHotGames(false)
    renderPage(CasinoPage, '/casino')
    expect(gameMenu()).not.toContain('Bingo')
    expect(gameMenu()).not.toContain('Hot')
    expect(gameMenu()).toContain('Crash')
  })

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

  it("shows a provider's logo from the code map, and its code where the map has none", async () => {
    const logo = '/__mock/img/provider/RLV.svg'
    setBootData({ config: { apiBaseUrl: '', providerLogos: { RLV: logo } } } as unknown as BootData)
    renderPage(CasinoPage, '/casino')
    const royal = await screen.findByRole('button', { name: /Royal Live/ })
    expect(royal.querySelector('img')?.getAttribute('src')).toBe(logo)
    expect(royal.textContent).not.toContain('RLV')
    const velvet = screen.getByRole('button', { name: /Velvet Dealer/ })
    expect(velvet.querySelector('img')).toBeNull()
    expect(velvet.textContent).toContain('VDL')
    setBootData(undefined as unknown as BootData)
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
