import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { AppDownloadPrompt } from './app-download-prompt.tsx'

const i18n = await englishI18n()

function showPrompt() {
  render(
    <I18nextProvider i18n={i18n}>
      <AppDownloadPrompt
        link={{ platform: 'android', url: 'https://download.example/app.apk' }}
        siteName="Jackpot Street"
      />
    </I18nextProvider>,
  )
}

describe('the app download prompt on the home page', () => {
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
  })

  it("is a landmark named after the site's app, as a screen reader announces it", () => {
    showPrompt()
    const prompt = screen.getByRole('complementary', { name: 'Get the Jackpot Street app' })
    expect(prompt.textContent).toContain('Get the Jackpot Street app for Android.')
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      'https://download.example/app.apk',
    )
  })

  it('stays away for the rest of the visit once dismissed', async () => {
    showPrompt()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('complementary')).toBeNull()
    cleanup()
    showPrompt()
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
