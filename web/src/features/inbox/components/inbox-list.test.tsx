import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { startSiteIn } from '../../../testing/tenant-site.ts'
import type { InboxCalls, InboxItem } from '../api/inbox-calls.ts'
import { InboxList } from './inbox-list.tsx'

const i18n = await englishI18n()

const bonus: InboxItem = {
  inbox_id: 7,
  title: 'Welcome bonus',
  body: '<p>Enjoy</p>',
  created_date: '2025-06-01T00:00:00Z',
  is_read: false,
  is_claimed: false,
  reward_amount: 50,
}
const notice: InboxItem = {
  inbox_id: 8,
  title: 'Maintenance notice',
  body: '',
  created_date: '2025-06-02T00:00:00Z',
  is_read: true,
  is_claimed: true,
}

function renderInbox(claim: InboxCalls['claim'], items = [bonus, notice]) {
  const onClaimed = vi.fn()
  const calls: InboxCalls = { list: vi.fn(), claim: vi.fn(claim) }
  render(
    <I18nextProvider i18n={i18n}>
      <InboxList
        items={items}
        renderBody={(html) => <div>{html}</div>}
        onClaimed={onClaimed}
        calls={calls}
      />
    </I18nextProvider>,
  )
  return { onClaimed, calls }
}

beforeEach(() => startSiteIn('PHP'))
afterEach(cleanup)

describe('InboxList', () => {
  it('claims a reward once, then shows it claimed and asks for the new balance', async () => {
    const user = userEvent.setup()
    const { onClaimed, calls } = renderInbox(async () => ({ statusCode: 1 }))
    await user.click(screen.getByRole('button', { name: 'Claim Welcome bonus' }))
    expect(calls.claim).toHaveBeenCalledWith(7)
    expect(onClaimed).toHaveBeenCalledOnce()
    expect(screen.getByRole('status').textContent).toContain('₱50.00')
    expect(screen.queryByRole('button', { name: 'Claim Welcome bonus' })).toBeNull()
    expect(screen.getByText('Claimed')).toBeTruthy()
  })

  it('says so when the backend refuses the claim and keeps the balance as it is', async () => {
    const user = userEvent.setup()
    const { onClaimed } = renderInbox(async () => ({
      statusCode: -500,
      statusMessage: 'internalServerError',
      statusDetail: 'Inbox item 7 was already claimed.',
    }))
    await user.click(screen.getByRole('button', { name: 'Claim Welcome bonus' }))
    expect(onClaimed).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain('Inbox item 7 was already claimed.')
  })

  it('offers no claim for a message without a reward', () => {
    renderInbox(async () => ({ statusCode: 1 }), [notice])
    expect(screen.getByRole('heading', { name: 'Maintenance notice' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says the inbox is empty rather than showing nothing', () => {
    renderInbox(async () => ({ statusCode: 1 }), [])
    expect(screen.getByText('Your inbox is empty.')).toBeTruthy()
  })
})
