import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceListKey, readDeviceList } from '../../features/recently-played/utils/device-list.ts'
import { setSeoRecord, type SeoRecord } from '../../stores/seo-record.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
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

  it("shows the tenant's own text for its home under its heading, sanitised", async () => {
    setSeoRecord({
      en_item_name: 'Demo Casino home',
      en_body: '<p>Welcome to Demo Casino.</p><img src="x" onerror="window.hacked = 1">',
      local_item_name: '',
      local_body: '',
    } as SeoRecord)
    renderPage(HomePage, '/')
    const text = await screen.findByRole('region', { name: 'Demo Casino home' })
    expect(await within(text).findByText('Welcome to Demo Casino.')).toBeTruthy()
    expect(text.querySelector('[onerror]')).toBeNull()
    setSeoRecord(null)
  })

  it('leads from the hot games to all of them', async () => {
    const user = userEvent.setup()
    renderPage(HomePage, '/')
    const hot = await screen.findByRole('region', { name: 'Hot games' })
    await user.click(within(hot).getByRole('link', { name: 'See all' }))
    expect(await screen.findByRole('heading', { name: 'Now at /hot' })).toBeTruthy()
  })
})

const matchMediaOf = (reduced: boolean) => (query: string) =>
  ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }) as unknown as MediaQueryList

const tickerClocks = [
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'performance',
  'setTimeout',
  'clearTimeout',
] as const

const grandAmount = async () => {
  const board = await screen.findByRole('region', { name: 'Jackpots' })
  const grand = within(board).getAllByRole('listitem')[0]!
  return grand.querySelector('.jackpot__amount')?.textContent ?? ''
}

describe("the home page's jackpots", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    Object.defineProperty(document, 'hidden', { configurable: true, value: false })
  })

  it('show the grand, major and minor jackpots, grand first', async () => {
    renderPage(HomePage, '/')
    const board = await screen.findByRole('region', { name: 'Jackpots' })
    const tiers = within(board)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.jackpot__tier')?.textContent)
    expect(tiers).toEqual(['Grand jackpot', 'Major jackpot', 'Minor jackpot'])
  })

  it('count up while the page is shown, and hold while it is hidden', async () => {
    vi.stubGlobal('matchMedia', matchMediaOf(false))
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...tickerClocks] })
    renderPage(HomePage, '/')
    const first = await grandAmount()
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    const counted = await grandAmount()
    expect(counted).not.toBe(first)
    Object.defineProperty(document, 'hidden', { configurable: true, value: true })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(await grandAmount()).toBe(counted)
  })

  it('hold still for a player who asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', matchMediaOf(true))
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...tickerClocks] })
    renderPage(HomePage, '/')
    const first = await grandAmount()
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(await grandAmount()).toBe(first)
  })
})

describe("the home page's recently played row", () => {
  afterEach(() => localStorage.clear())

  it('shows a signed-in player the games played last, above the hot games, and keeps them on the device', async () => {
    await signInAs()
    renderPage(HomePage, '/')
    const row = await screen.findByRole('list', { name: 'Recently played' })
    expect(within(row).getAllByRole('link')).toHaveLength(3)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings.indexOf('Recently played')).toBeLessThan(headings.indexOf('Hot games'))
    await waitFor(() => expect(readDeviceList(localStorage.getItem(deviceListKey))).toHaveLength(3))
  })

  it("shows a guest the games kept on the device, after the site's own rows", async () => {
    localStorage.setItem(
      deviceListKey,
      JSON.stringify([
        {
          game_code: 'LRS-01',
          game_name: 'Kept Game',
          game_type: 'slots',
          img_url: '/__mock/img/game/LRS-01.svg',
          provider_code: 'LRS',
        },
      ]),
    )
    renderPage(HomePage, '/')
    const row = await screen.findByRole('list', { name: 'Recently played' })
    expect(within(row).getByRole('link', { name: /Kept Game/ })).toBeTruthy()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings.indexOf('Recently played')).toBeGreaterThan(headings.indexOf('New games'))
  })

  it('shows a guest with nothing kept no row', async () => {
    renderPage(HomePage, '/')
    await screen.findByRole('list', { name: 'Hot games' })
    expect(screen.queryByRole('list', { name: 'Recently played' })).toBeNull()
  })
})
