import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { signInAs, latestTac, renderPage, serveMockSite } from '../../testing/mock-site.tsx'
import { session } from '../../stores/session.ts'
import RegisterPage from './register-page.tsx'

serveMockSite()

async function fillDetails(
  user: ReturnType<typeof userEvent.setup>,
  accountId: string,
  dateOfBirth = '1990-04-17',
) {
  await user.type(screen.getByLabelText('Username'), accountId)
  await user.type(screen.getByLabelText('Password'), 'secret123')
  await user.type(screen.getByLabelText('Confirm password'), 'secret123')
  await user.type(screen.getByLabelText('Mobile number'), '09171234567')
  await user.type(screen.getByLabelText('Date of birth'), dateOfBirth)
}
const yearsAgo = (years: number) => {
  const day = new Date()
  day.setUTCFullYear(day.getUTCFullYear() - years)
  return day.toISOString().slice(0, 10)
}

describe('the register page', () => {
  it('creates an account once the code sent to the phone is entered, and the new player can log in', async () => {
    const user = userEvent.setup()
    renderPage(RegisterPage, '/register')
    await fillDetails(user, 'ana2025')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByText('We sent you a code. Enter it below.')).toBeTruthy()
    await user.type(screen.getByLabelText('Code'), await latestTac('ana2025'))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(
      await screen.findByText('Welcome, ana2025! Your account is ready: log in to play.'),
    ).toBeTruthy()
    await signInAs({ accountId: 'ana2025', password: 'secret123' })
    expect(session().user?.account_id).toBe('ana2025')
  })

  it('asks for a valid phone number and matching passwords before sending any code', async () => {
    const user = userEvent.setup()
    renderPage(RegisterPage, '/register')
    await user.type(screen.getByLabelText('Username'), 'ana2025')
    await user.type(screen.getByLabelText('Password'), 'secret123')
    await user.type(screen.getByLabelText('Confirm password'), 'secret124')
    await user.type(screen.getByLabelText('Mobile number'), '0917')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    expect(screen.getByText('Enter 7 to 15 digits.')).toBeTruthy()
    expect(screen.queryByLabelText('Code')).toBeNull()
  })

  it("refuses a date of birth under the tenant's minimum age, naming the age", async () => {
    const user = userEvent.setup()
    renderPage(RegisterPage, '/register')
    expect(screen.getByText('You must be 21 or older to play.')).toBeTruthy()
    await fillDetails(user, 'young2025', yearsAgo(20))
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByText('You must be at least 21 years old to sign up.')).toBeTruthy()
    expect(screen.queryByLabelText('Code')).toBeNull()
  })

  it('keeps only digits in the mobile number', async () => {
    const user = userEvent.setup()
    renderPage(RegisterPage, '/register')
    await user.type(screen.getByLabelText('Mobile number'), '0917-abc 123')
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('0917123')
  })
})
