import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetSession } from '../../stores/session.ts'
import { demo, renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import ChangePasswordPage from './change-password-page.tsx'

serveMockSite()
beforeEach(() => signInAs())

async function change(current: string, next: string, confirm = next) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Current password'), current)
  await user.type(screen.getByLabelText('New password'), next)
  await user.type(screen.getByLabelText('Confirm new password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('the change password page', () => {
  it('changes the password: the new one logs in, the old one no longer does', async () => {
    renderPage(ChangePasswordPage, '/change-password')
    await change(demo.password, 'fresh-pass-1')
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy()
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '')
    resetSession()
    await expect(signInAs(demo)).rejects.toThrow()
    await signInAs({ accountId: demo.accountId, password: 'fresh-pass-1' })
  })

  it('explains each rule a new password breaks, and sends nothing', async () => {
    renderPage(ChangePasswordPage, '/change-password')
    await change(demo.password, 'abc', 'abd')
    expect(screen.getByText('Use at least 6 characters.')).toBeTruthy()
    expect(screen.getByText('The new passwords do not match.')).toBeTruthy()
    resetSession()
    await signInAs(demo)
  })

  it('shows the error dialog when the current password is wrong, and keeps the old one', async () => {
    renderPage(ChangePasswordPage, '/change-password')
    await change('wrong-password', 'fresh-pass-1')
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.queryByText('Your password has been changed.')).toBeNull()
    resetSession()
    await signInAs(demo)
  })
})
