import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { ReferralCard } from './referral-card.tsx'

const i18n = await englishI18n()
const link = 'https://aff.example/register?ref=demo'

afterEach(cleanup)

describe('ReferralCard', () => {
  it('copies the link and says so', async () => {
    const copy = vi.fn(async () => {})
    render(
      <I18nextProvider i18n={i18n}>
        <ReferralCard link={link} copy={copy} />
      </I18nextProvider>,
    )
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' }).value,
    ).toBe(link)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }))
    expect(copy).toHaveBeenCalledWith(link)
    expect(screen.getByRole('status').textContent).toBe('Link copied.')
  })

  it('tells the player to copy by hand when the clipboard refuses', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ReferralCard link={link} copy={() => Promise.reject(new Error('denied'))} />
      </I18nextProvider>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy link' }))
    expect(screen.getByRole('status').textContent).toBe(
      'Could not copy: select the link and copy it yourself.',
    )
  })
})
