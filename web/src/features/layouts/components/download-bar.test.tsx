import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setInstallOffer, type InstallOffer } from '../../../stores/install-prompt.ts'
import { englishI18n } from '../../../testing/english-i18n.ts'
import { DownloadBar } from './download-bar.tsx'

const i18n = await englishI18n()

function offer(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {})
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as InstallOffer
  act(() => setInstallOffer(event))
  return prompt
}

function renderBar(apps: { androidUrl?: string } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <DownloadBar siteName="Golden Palace" {...apps} />
    </I18nextProvider>,
  )
}

const installButton = () => screen.queryByRole('button', { name: 'Add to home screen' })

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  act(() => setInstallOffer(null))
})

describe('DownloadBar', () => {
  it('shows nothing with no app to download and no install offer', () => {
    const { container } = renderBar()
    expect(container.innerHTML).toBe('')
  })

  it('offers to add the site to the home screen once the browser allows it', async () => {
    renderBar()
    const prompt = offer('accepted')
    await userEvent.click(installButton()!)
    expect(prompt).toHaveBeenCalledTimes(1)
    // The offer is spent: the browser makes a new one if the site can be installed again.
    expect(installButton()).toBeNull()
    expect(localStorage.getItem('site.install-declined')).toBeNull()
  })

  it('never offers again on this device once the player declines', async () => {
    renderBar({ androidUrl: 'https://example.com/app.apk' })
    offer('dismissed')
    await userEvent.click(installButton()!)
    expect(localStorage.getItem('site.install-declined')).toBe('1')
    offer('dismissed')
    expect(installButton()).toBeNull()
    // The app links stay: declining the install is not dismissing the bar.
    expect(screen.getByRole('link', { name: /android/i })).toBeTruthy()
  })
})

describe('DownloadBar on a page the server drew', () => {
  it('hydrates without a mismatch when Chromium made its offer first, and then shows it', async () => {
    const bar = (
      <I18nextProvider i18n={i18n}>
        <DownloadBar siteName="Golden Palace" androidUrl="https://example.com/app.apk" />
      </I18nextProvider>
    )
    const root = document.createElement('div')
    root.innerHTML = renderToString(bar)
    document.body.append(root)
    offer('accepted')
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(root, bar, { onRecoverableError: (error) => mismatches.push(error) })
    })
    expect(mismatches).toEqual([])
    expect(installButton()).not.toBeNull()
    root.remove()
  })
})
