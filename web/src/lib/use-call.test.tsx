import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageAnswersProvider, type PageAnswers } from './page-answers.tsx'
import { useCall } from './use-call.ts'
import { type Outcome } from './outcome.ts'

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

afterEach(() => cleanup())

/** A page whose route's loader brought `answers`, showing its games list as often as asked. */
function Page({
  answers,
  shown,
  load,
}: {
  answers: PageAnswers
  shown: boolean
  load: () => Promise<Outcome<string[]>>
}) {
  return (
    <PageAnswersProvider answers={answers}>{shown && <Games load={load} />}</PageAnswersProvider>
  )
}

describe('useCall with an answer handed over', () => {
  it('draws the answer in its first render and does not ask the backend again', async () => {
    const answers: PageAnswers = { hot: { ok: true, value: ['Golden Reel'] } }
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    render(<Page answers={answers} shown load={load} />)
    expect(screen.getByRole('list', { name: 'Hot games' }).textContent).toContain('Golden Reel')
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
  })

  it('asks the backend when nothing was handed over', async () => {
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    render(<Games load={load} />)
    expect(screen.getByRole('status').textContent).toContain('Loading')
    expect((await screen.findByRole('list', { name: 'Hot games' })).textContent).toContain('fresh')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks afresh on a revisit: an answer is shown once', async () => {
    const answers: PageAnswers = { hot: { ok: true, value: ['Golden Reel'] } }
    const load = vi.fn(async (): Promise<Outcome<string[]>> => ({ ok: true, value: ['fresh'] }))
    const view = render(<Page answers={answers} shown load={load} />)
    await act(async () => {})
    view.rerender(<Page answers={answers} shown={false} load={load} />)
    view.rerender(<Page answers={answers} shown load={load} />)
    expect((await screen.findByRole('list', { name: 'Hot games' })).textContent).toContain('fresh')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
