import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { beforeEach, describe, expect, it } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { serveMockSite, signInAs } from '../../../testing/mock-site.tsx'
import { saferPlayCalls } from '../api/safer-play-calls.ts'
import { SessionLimitRow } from './session-limit-row.tsx'

serveMockSite()
const i18n = await englishI18n()

beforeEach(() => signInAs())

async function showRow() {
  const outcome = await saferPlayCalls.sessionSummary()
  if (!outcome.ok) throw new Error(outcome.message)
  render(
    <I18nextProvider i18n={i18n}>
      <SessionLimitRow summary={outcome.value} calls={saferPlayCalls} />
    </I18nextProvider>,
  )
  return screen.getByRole('region', { name: 'Session time limit' })
}

async function choose(row: HTMLElement, length: string) {
  const user = userEvent.setup()
  await user.selectOptions(
    within(row).getByRole('combobox', { name: 'New session time limit' }),
    length,
  )
  await user.click(within(row).getByRole('button', { name: 'Set session time limit' }))
}

describe('the session-time limit on the responsible gaming page', () => {
  it('a new limit applies at once and says when this session ends', async () => {
    const row = await showRow()
    expect(within(row).getAllByRole('definition')[0]!.textContent).toBe('No limit')
    await choose(row, '1 hour')
    expect(await within(row).findByText('Done: the limit applies now.')).toBeTruthy()
    expect(within(row).getAllByRole('definition')[0]!.textContent).toBe('1 hour')
    expect(within(row).getByText('This session ends')).toBeTruthy()
  })

  it('a raise waits, the current limit holds, and the player may cancel it', async () => {
    await saferPlayCalls.setSessionLimit(30)
    const row = await showRow()
    await choose(row, '4 hours')
    expect(await within(row).findByText(/^Waiting change to 4 hours/)).toBeTruthy()
    expect(within(row).getAllByRole('definition')[0]!.textContent).toBe('30 minutes')
    expect(within(row).queryByRole('button', { name: 'Confirm change' })).toBeNull()
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Cancel change' }))
    expect(
      await within(row).findByText('The change is cancelled; your limit stays as it was.'),
    ).toBeTruthy()
    expect(within(row).queryByText(/^Waiting change/)).toBeNull()
  })
})
