import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api } from '../../lib/api.ts'
import { tenantBody } from '../../lib/tenant.ts'
import { closeModal } from '../../stores/modals.ts'
import { renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import ForgotPasswordPage from './forgot-password-page.tsx'

const backend = serveMockSite()

const sent = 'If the account and phone number match, a reset link is on its way to your phone.'

async function requestReset(accountId: string, phone: string) {
  const user = userEvent.setup()
  renderPage(ForgotPasswordPage, '/forgot-password')
  await user.type(screen.getByLabelText('Username'), accountId)
  await user.type(screen.getByLabelText('Mobile number'), phone)
  await user.click(screen.getByRole('button', { name: 'Send reset link' }))
}

describe('the forgot password page', () => {
  it('tells the player a reset link is on its way when the phone matches the account', async () => {
    await requestReset('demo', backend.tables.players.get('localhost|demo')!.contact_phone)
    expect((await screen.findByRole('status')).textContent).toBe(sent)
  })

  it('keeps the form and shows the error dialog when the phone does not match', async () => {
    await requestReset('demo', '09170000000')
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy()
    expect(screen.queryByText(sent)).toBeNull()
  })

  it('after five requests in an hour, says when the player may ask again', async () => {
    const body = { ...tenantBody(), account_id: 'demo', contact_phone: '09170000000' }
    for (let i = 0; i < 5; i += 1) await api().post('/api/auth/forgot_password', body)
    closeModal()
    await requestReset('demo', '09170000000')
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(dialog.textContent).toContain('Too many attempts.')
    expect(dialog.textContent).toContain('You can try again in 60 minutes.')
  })
})
