import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { session } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import InboxPage from './inbox-page.tsx'

serveMockSite()
beforeEach(() => signInAs())

describe('the inbox page', () => {
  it('lists the messages, newest first, with their text', async () => {
    renderPage(InboxPage, '/inbox')
    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)
    expect(titles).toEqual(['Maintenance notice', 'Free tokens', 'Welcome bonus'])
    const welcome = screen.getByRole('article', { name: 'Welcome bonus' })
    expect(
      await within(welcome).findByText('Welcome to Demo Casino! Claim your bonus.'),
    ).toBeTruthy()
  })

  it('pays a reward once: the claim is confirmed, the balance grows and the button is gone', async () => {
    const user = userEvent.setup()
    const before = session().game.balance
    renderPage(InboxPage, '/inbox')
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }))
    expect((await screen.findByRole('status')).textContent).toMatch(
      /50.* has been added to your account\./,
    )
    const welcome = screen.getByRole('article', { name: 'Welcome bonus' })
    expect(within(welcome).getByText('Claimed')).toBeTruthy()
    expect(within(welcome).queryByRole('button')).toBeNull()
    await expect.poll(() => session().game.balance).toBe(before + 50)
  })

  it('still shows a reward as claimed when the player comes back', async () => {
    const user = userEvent.setup()
    renderPage(InboxPage, '/inbox')
    await user.click(await screen.findByRole('button', { name: 'Claim Free tokens' }))
    await screen.findByRole('status')
    cleanup()
    renderPage(InboxPage, '/inbox')
    const tokens = await screen.findByRole('article', { name: 'Free tokens' })
    expect(within(tokens).getByText('Claimed')).toBeTruthy()
    expect(within(tokens).queryByRole('button')).toBeNull()
    expect(screen.getByRole('button', { name: 'Claim Welcome bonus' })).toBeTruthy()
  })
})
