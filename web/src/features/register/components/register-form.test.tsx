import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import type { RegisterCalls } from '../api/register.ts'
import { RegisterForm } from './register-form.tsx'

const i18n = await englishI18n()

const ok = { statusCode: 1 }
function renderForm(calls: Partial<RegisterCalls> = {}) {
  const all: RegisterCalls = {
    requestTac: vi.fn(async () => ok),
    verifyTac: vi.fn(async () => ok),
    signup: vi.fn(async () => ok),
    ...calls,
  }
  const onRegistered = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <RegisterForm
        extras={() => ({ visitor_id: 'v-1', referrer_code: 'REF' })}
        minAge={21}
        onRegistered={onRegistered}
        calls={all}
      />
    </I18nextProvider>,
  )
  return { calls: all, onRegistered }
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, phone = '09171234567') {
  await user.type(screen.getByLabelText('Username'), 'newplayer')
  await user.type(screen.getByLabelText('Password'), 'secret123')
  await user.type(screen.getByLabelText('Confirm password'), 'secret123')
  await user.type(screen.getByLabelText('Mobile number'), phone)
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-17')
}

afterEach(cleanup)

// Typing a whole form with user-event takes seconds on a loaded machine.
describe('RegisterForm', { timeout: 30_000 }, () => {
  it('asks for a code, checks it and then creates the account with the visit ids', async () => {
    const user = userEvent.setup()
    const { calls, onRegistered } = renderForm()
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(calls.requestTac).toHaveBeenCalledWith('newplayer')
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(calls.verifyTac).toHaveBeenCalledWith('newplayer', '123456')
    expect(calls.signup).toHaveBeenCalledWith({
      account_id: 'newplayer',
      password: 'secret123',
      contact_phone: '09171234567',
      date_of_birth: '1990-04-17',
      visitor_id: 'v-1',
      referrer_code: 'REF',
    })
    expect(onRegistered).toHaveBeenCalledWith('newplayer')
    expect(screen.getByRole('status').textContent).toMatch(/newplayer/)
  })

  it('keeps only digits in the phone number', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Mobile number'), '+63 917-12a')
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('6391712')
  })

  it('sends nothing while a field is wrong and says which', async () => {
    const user = userEvent.setup()
    const { calls } = renderForm()
    await fillDetails(user, '123')
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(calls.requestTac).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Invalid email address')).toBeTruthy()
  })

  it('does not create the account when the code is refused', async () => {
    const user = userEvent.setup()
    const { calls } = renderForm({
      verifyTac: vi.fn(async () => ({ statusCode: -500, statusMessage: 'internalServerError' })),
    })
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '000000')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(calls.signup).not.toHaveBeenCalled()
  })

  it("shows the server's under-age refusal on the date of birth, with the age, to correct it", async () => {
    const user = userEvent.setup()
    const { onRegistered } = renderForm({
      signup: vi.fn(async () => ({ statusCode: -500, statusMessage: 'underAge' })),
    })
    await fillDetails(user)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('You must be at least 21 years old to sign up.')).toBeTruthy()
    expect(screen.getByLabelText('Date of birth').hasAttribute('readonly')).toBe(false)
    expect(onRegistered).not.toHaveBeenCalled()
  })
  it('creates the account with the deposit limit the player took up', async () => {
    const user = userEvent.setup()
    const { calls } = renderForm()
    await fillDetails(user)
    await user.selectOptions(screen.getByLabelText('Choose a limit'), 'Weekly deposit limit')
    await user.type(screen.getByLabelText('Maximum to deposit'), '500')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(calls.signup).toHaveBeenCalledWith(
      expect.objectContaining({ deposit_limit: { period: 'weekly', amount: 500 } }),
    )
    expect(screen.getByRole('status').textContent).toMatch(/Your Weekly deposit limit of .*500/)
  })

  it('sends no code while a chosen limit has no amount', async () => {
    const user = userEvent.setup()
    const { calls } = renderForm()
    await fillDetails(user)
    await user.selectOptions(screen.getByLabelText('Choose a limit'), 'Daily deposit limit')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(calls.requestTac).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Maximum to deposit').getAttribute('aria-invalid')).toBe('true')
  })
})
