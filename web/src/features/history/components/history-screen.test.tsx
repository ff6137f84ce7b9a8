import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import type { CallState } from '../../../lib/outcome.ts'
import type { HistoryPage } from '../api/history-calls.ts'
import { emptySearch, type HistorySearch } from '../utils/history-search.ts'
import { HistoryScreen } from './history-screen.tsx'

const i18n = await englishI18n()

function renderScreen(state: CallState<HistoryPage<string>>, search: HistorySearch = emptySearch) {
  const update = vi.fn()
  const reload = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <HistoryScreen
        kind="transactions"
        search={search}
        update={update}
        state={state}
        reload={reload}
        table={(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
        pagination={() => null}
      />
    </I18nextProvider>,
  )
  return { update, reload }
}

afterEach(cleanup)

describe('HistoryScreen', () => {
  it('shows a failed call as an error with retry, never as an empty history', async () => {
    const { reload } = renderScreen({ status: 'failed', message: 'disconnect' })
    expect(screen.getByRole('alert').textContent).toContain('The history could not be loaded.')
    expect(screen.queryByText('Nothing here yet.')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(reload).toHaveBeenCalled()
  })

  it('tells an empty filter result apart from an empty history and offers to clear it', async () => {
    const { update } = renderScreen(
      { status: 'ready', value: { rows: [], total: 0 } },
      { ...emptySearch, status: 'pending' },
    )
    expect(screen.getByText(/Nothing matches your filters/)).toBeTruthy()
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(update).toHaveBeenCalledWith({ type: '', status: '', from: '', to: '' })
  })

  it('sends a chosen filter to the URL', async () => {
    const { update } = renderScreen({ status: 'ready', value: { rows: ['D-1'], total: 1 } })
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit')
    expect(update).toHaveBeenCalledWith({ type: 'deposit' })
    expect(screen.getByText('1 entry')).toBeTruthy()
  })
})
