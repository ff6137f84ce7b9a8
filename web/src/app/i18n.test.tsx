import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadScreenMessages, startI18n } from './i18n.ts'

// This file needs modules of its own (decision 065): it starts the site's i18next, which another
// file may have started in English.

function Messages() {
  const { t } = useTranslation()
  return (
    <>
      <p>{t('login')}</p>
      <p>{t('errors:sessionExpired')}</p>
      <p>{t('promotions.bonus', { amount: '₱10' })}</p>
    </>
  )
}

describe('a message missing in Filipino', () => {
  let log: ReturnType<typeof vi.spyOn>
  beforeAll(async () => {
    log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await startI18n('fil')
    await loadScreenMessages('fil')
  })
  afterAll(() => {
    cleanup()
    log.mockRestore()
  })

  it('downloads no English while Filipino has every message', () => {
    expect(i18next.t('login')).toBe('Mag-log in')
    expect(i18next.hasResourceBundle('en', 'ui')).toBe(false)
  })

  it('is shown in English, with its values, while the rest stays Filipino', async () => {
    // Two messages Filipino lacks: one of the first paint's files, one of the screens'.
    delete (i18next.getResourceBundle('fil', 'errors') as { sessionExpired?: string })
      .sessionExpired
    delete (i18next.getResourceBundle('fil', 'ui') as { promotions: { bonus?: string } }).promotions
      .bonus
    render(
      <I18nextProvider i18n={i18next}>
        <Messages />
      </I18nextProvider>,
    )
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy()
    expect(screen.getByText('Bonus ₱10')).toBeTruthy()
    expect(screen.getByText('Mag-log in')).toBeTruthy()
    expect(log).toHaveBeenCalledWith('Messages missing in fil: English shown instead')
  })
})
