import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetSession } from '../../stores/session.ts'
import { renderPage, serveMockSite, signInAs } from '../../testing/mock-site.tsx'
import EditProfilePage from './edit-profile-page.tsx'

serveMockSite()
beforeEach(() => signInAs())

describe('the edit profile page', () => {
  it('saves a new name and email, which come back at the next login', async () => {
    const user = userEvent.setup()
    renderPage(EditProfilePage, '/edit-profile')
    const name = screen.getByLabelText('Full name')
    const email = screen.getByLabelText('Email')
    await user.clear(name)
    await user.type(name, 'Ana Santos')
    await user.clear(email)
    await user.type(email, 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy()
    cleanup()
    resetSession()
    await signInAs()
    renderPage(EditProfilePage, '/edit-profile')
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Ana Santos')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@example.com')
  })

  it('refuses an invalid email without saving', async () => {
    const user = userEvent.setup()
    renderPage(EditProfilePage, '/edit-profile')
    const email = screen.getByLabelText('Email')
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.queryByText('Your profile has been saved.')).toBeNull()
  })

  it('takes letters and spaces only in the name', async () => {
    const user = userEvent.setup()
    renderPage(EditProfilePage, '/edit-profile')
    const name = screen.getByLabelText('Full name')
    await user.clear(name)
    await user.type(name, 'Ana2 S@ntos')
    expect((name as HTMLInputElement).value).toBe('Ana Sntos')
  })
})
