import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handedOver, handOver } from './page-answers.ts'
import { useCall, type Outcome } from './use-call.ts'

function Games({ load }: { load: () => Promise<Outcome<string[]>> }) {
  const { state } = useCall('hot', load)
  if (state.status === 'loading') return <p role="status">Loading</p>
  if (state.status === 'failed') return <p role="alert">{state.message}</p>
  return (
    <ul aria-label="Hot games">
      {state.value.map((game) => (
        <li key={game}>{game}</li>
      ))}
    </ul>
  )
}

afterEach(() => {
  cleanup()
  handOver({})
})

describe('useCall with an answer handed over', () => {
  it('draws the answer in its first render and does not ask the backend again', async () => {
    handOver({ hot: { ok: true, value: ['Golden Reel'] } })
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    render(<Games load={load} />)
    expect(screen.getByRole('list', { name: 'Hot games' }).textContent).toContain('Golden Reel')
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    expect(handedOver('hot')).toBeUndefined()
  })

  it('asks the backend when nothing was handed over', async () => {
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    render(<Games load={load} />)
    expect(screen.getByRole('status').textContent).toContain('Loading')
    expect((await screen.findByRole('list', { name: 'Hot games' })).textContent).toContain('fresh')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks afresh on a revisit: an answer is shown once', async () => {
    handOver({ hot: { ok: true, value: ['Golden Reel'] } })
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    const first = render(<Games load={load} />)
    await act(async () => {})
    first.unmount()
    render(<Games load={load} />)
    expect((await screen.findByRole('list', { name: 'Hot games' })).textContent).toContain('fresh')
  })
})
