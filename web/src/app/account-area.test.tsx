import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { englishI18n } from '../testing/english-i18n.ts'
import { startSiteIn } from '../testing/tenant-site.ts'
import { setUnreadInbox } from '../stores/inbox.ts'
import { resetSession, signIn, updateSession } from '../stores/session.ts'
import { AccountArea, PlayerAccountArea } from './account-area.tsx'

const i18n = await englishI18n()
// The signed-in header's chunk, as a page drawn for a player has it before hydration.
await PlayerAccountArea.preload()

function renderHeader() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AccountArea />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

beforeEach(() =>
  signIn({
    account_id: 'demo',
    session_token: 'token',
    full_name: 'Demo Player',
    contact_email: 'demo@example.com',
  }),
)
afterEach(() => {
  cleanup()
  resetSession()
  setUnreadInbox(0)
})

describe('the header inbox link', () => {
  it.each([
    [0, 'Inbox', ''],
    [1, 'Inbox, 1 unread message', '1'],
    [3, 'Inbox, 3 unread messages', '3'],
    [120, 'Inbox, 120 unread messages', '99+'],
  ])('with %i unread it is named "%s" and shows badge %s', (count, name, badge) => {
    act(() => setUnreadInbox(count))
    renderHeader()
    const link = screen.getByRole('link', { name })
    expect(link.getAttribute('href')).toBe('/inbox')
    expect(link.textContent).toBe(badge ?? '')
  })

  it('follows the unread count as it changes', () => {
    renderHeader()
    act(() => setUnreadInbox(2))
    expect(screen.getByRole('link', { name: 'Inbox, 2 unread messages' })).toBeTruthy()
    act(() => setUnreadInbox(0))
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy()
  })
})

describe('the header balance', () => {
  it.each([
    ['PHP', '₱1,234.50'],
    ['CN', 'CN¥1,234.50'],
    ['MMK', 'MMK 1,234.50'],
  ])('on a %s tenant reads %s, as every other amount of the site', (currency, want) => {
    act(() => {
      startSiteIn(currency)
      updateSession({ game: { balance: 1234.5, token: 3 } })
    })
    renderHeader()
    const balance = screen.getByRole('status', { name: 'Balance' })
    expect(balance.textContent?.replace(/\s/g, ' ')).toBe(want)
    expect(screen.getByText('3.00')).toBeTruthy()
  })
})

describe('a guest', () => {
  it('is offered log in and registration, not a balance', () => {
    resetSession()
    renderHeader()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('status', { name: 'Balance' })).toBeNull()
  })
})
