import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallState } from '../lib/outcome.ts'
import { englishI18n } from '../testing/english-i18n.ts'
import { CallStateView } from './call-state-view.tsx'

const i18n = await englishI18n()

function show(
  state: CallState<string[]>,
  props: { loading?: string; placeholder?: React.ReactNode } = {},
) {
  const onRetry = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <CallStateView
        state={state}
        onRetry={onRetry}
        failed="The news could not be loaded."
        isEmpty={(rows) => rows.length === 0}
        empty="No news yet."
        {...props}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </CallStateView>
    </I18nextProvider>,
  )
  return onRetry
}

afterEach(cleanup)

describe('a call shown on a screen', () => {
  it.each([
    ['loading, in general words', { status: 'loading' } as const, {}, 'Loading…'],
    [
      "loading, in the screen's words",
      { status: 'loading' } as const,
      { loading: 'Loading games…' },
      'Loading games…',
    ],
  ])('%s', (_name, state, props, want) => {
    show(state, props)
    expect(screen.getByRole('status').textContent).toBe(want)
  })

  it("while loading, a placeholder holds the content's place and the status still says what is loading", () => {
    show(
      { status: 'loading' },
      {
        loading: 'Loading games…',
        placeholder: (
          <ul data-testid="tiles">
            <li />
          </ul>
        ),
      },
    )
    expect(screen.getByRole('status').textContent).toBe('Loading games…')
    expect(screen.getByRole('status').contains(screen.getByTestId('tiles'))).toBe(true)
  })

  it('the placeholder gives way to the content', () => {
    show(
      { status: 'ready', value: ['Grand opening'] },
      {
        placeholder: (
          <ul data-testid="tiles">
            <li />
          </ul>
        ),
      },
    )
    expect(screen.queryByTestId('tiles')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("a failure is an alert in the screen's words with a retry, never an empty list", async () => {
    const onRetry = show({ status: 'failed', message: 'disconnect' })
    expect(screen.getByRole('alert').textContent).toContain('The news could not be loaded.')
    expect(screen.queryByText('No news yet.')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it.each([
    ['an empty answer shows the empty text', [], 'No news yet.'],
    ['an answer shows its content', ['Grand opening'], 'Grand opening'],
  ])('%s', (_name, value, want) => {
    show({ status: 'ready', value })
    expect(screen.getByText(want)).toBeTruthy()
  })
})
