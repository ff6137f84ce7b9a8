import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { api } from '../../lib/api.ts'
import { closeModal } from '../../stores/modals.ts'
import { session } from '../../stores/session.ts'
import { tenantBody } from '../../lib/tenant.ts'
import { demo, latestTac, renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import LoginPage from './login-page.tsx'

serveMockSite()

async function logIn(accountId: string, password: string) {
  const user = userEvent.setup()
  const form = screen.getByRole('tabpanel')
  await user.type(within(form).getByLabelText('Username'), accountId)
  await user.type(within(form).getByLabelText('Password'), password)
  await user.click(within(form).getByRole('button', { name: 'Log in' }))
}

describe('the login page', () => {
  it('signs the demo player in and takes them home', async () => {
    renderPage(LoginPage, '/login')
    await logIn(demo.accountId, demo.password)
    expect(await screen.findByRole('heading', { name: 'Now at /' })).toBeTruthy()
    expect(session().user?.account_id).toBe('demo')
  })

  it('tells a player with a wrong password why, and keeps them signed out on the page', async () => {
    renderPage(LoginPage, '/login')
    await logIn(demo.accountId, 'not-the-password')
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(within(dialog).getByText('Wrong account id or password.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Log in', level: 1 })).toBeTruthy()
    expect(session().isAuthenticated).toBe(false)
  })

  it('after ten wrong passwords, says the login is locked and when to try again', async () => {
    const wrong = { ...tenantBody(), account_id: demo.accountId, password: 'wrong' }
    for (let i = 0; i < 9; i += 1) await api().post('/api/auth/login', wrong)
    closeModal()
    renderPage(LoginPage, '/login')
    await logIn(demo.accountId, 'still-wrong')
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(dialog.textContent).toContain('Too many attempts.')
    expect(dialog.textContent).toContain('You can try again in 15 minutes.')
    expect(session().isAuthenticated).toBe(false)
  })

  it('with one-time codes, says after five wrong ones that the code is spent and when to try again', async () => {
    const user = userEvent.setup()
    renderPage(LoginPage, '/login')
    await user.click(screen.getByRole('tab', { name: 'One-time code' }))
    await user.type(screen.getByLabelText('Username'), demo.accountId)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await latestTac(demo.accountId)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i += 1)
      await api().post('/api/auth/login_tac', {
        ...tenantBody(),
        account_id: demo.accountId,
        tac: wrong,
      })
    closeModal()
    await user.type(await screen.findByLabelText('Code'), wrong)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(dialog.textContent).toContain('Too many attempts.')
    expect(dialog.textContent).toContain('You can try again in 15 minutes.')
  })

  it('leads to the forgotten-password and sign-up pages', async () => {
    const user = userEvent.setup()
    renderPage(LoginPage, '/login')
    await user.click(screen.getByRole('link', { name: /forgot/i }))
    expect(await screen.findByRole('heading', { name: 'Now at /forgot-password' })).toBeTruthy()
  })
})
