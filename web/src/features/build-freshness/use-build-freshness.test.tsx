import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useBuildFreshness } from './use-build-freshness.ts'

function Shell({ reload }: { reload: () => void }) {
  useBuildFreshness({ runningId: 'build-1', reload })
  return (
    <nav>
      <Link to="/slots">Slots</Link>
    </nav>
  )
}

function serveLatest(id: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ id, timestamp: 1 }))),
  )
}

async function renderShell() {
  const reload = vi.fn()
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell reload={reload} />
    </MemoryRouter>,
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return reload
}

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useBuildFreshness', () => {
  const rows: [string, { given: { latest: string; navigate: boolean }; want: number }][] = [
    [
      'a newer build reloads on the next navigation',
      { given: { latest: 'build-2', navigate: true }, want: 1 },
    ],
    [
      'a newer build does not reload the page being read',
      { given: { latest: 'build-2', navigate: false }, want: 0 },
    ],
    ['the same build never reloads', { given: { latest: 'build-1', navigate: true }, want: 0 }],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    serveLatest(given.latest)
    const reload = await renderShell()
    if (given.navigate) await userEvent.click(screen.getByRole('link', { name: 'Slots' }))
    expect(reload).toHaveBeenCalledTimes(want)
  })

  it('reloads once when a lazy chunk fails to load', async () => {
    serveLatest('build-1')
    const reload = await renderShell()
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
