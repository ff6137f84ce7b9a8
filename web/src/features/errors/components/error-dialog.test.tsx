import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import errors from '../../../locales/en/errors.json'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { ErrorDialog } from './error-dialog.tsx'

const i18n = await englishI18n()

function show(message: string, detail?: string) {
  const onClose = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <ErrorDialog message={message} detail={detail} onClose={onClose} />
    </I18nextProvider>,
  )
  return onClose
}

afterEach(cleanup)

describe('the error dialog', () => {
  it('shows the translated message, with the raw detail only behind a disclosure', async () => {
    show('internalServerError', 'TypeError: Failed to fetch')
    const dialog = screen.getByRole('dialog', { name: errors.errorTitle })
    expect(dialog.textContent).toContain(errors.internalServerError)
    const disclosure = screen.getByRole('group')
    expect(disclosure.textContent).toContain('TypeError: Failed to fetch')
    expect(disclosure).toHaveProperty('open', false)
    await userEvent.setup().click(screen.getByText(errors.technicalDetails))
    expect(disclosure).toHaveProperty('open', true)
  })

  it.each([
    ['no detail', undefined],
    ['a detail that only repeats the message', 'Wrong password'],
  ])('offers no technical details when there is %s', (_name, detail) => {
    show('Wrong password', detail)
    expect(screen.queryByText(errors.technicalDetails)).toBeNull()
  })
})

describe('a login refused during a break', () => {
  it.each(['timedOut', 'selfExcluded'])(
    'shows %s with the date the break ends, not as a technical detail',
    (message) => {
      show(message, '2026-05-23T15:00:00Z')
      const dialog = screen.getByRole('dialog', { name: errors.errorTitle })
      expect(dialog.textContent).toContain(errors[message as 'timedOut'])
      expect(dialog.textContent).toMatch(/It ends on May 23, 2026/)
      expect(screen.queryByText(errors.technicalDetails)).toBeNull()
    },
  )
})

describe('a refusal for too many attempts', () => {
  it('says when the player may try again, not as a technical detail', () => {
    show('tooManyAttempts', new Date(Date.now() + 900_000).toISOString())
    const dialog = screen.getByRole('dialog', { name: errors.errorTitle })
    expect(dialog.textContent).toContain(errors.tooManyAttempts)
    expect(dialog.textContent).toContain('You can try again in 15 minutes.')
    expect(screen.queryByText(errors.technicalDetails)).toBeNull()
  })
})
