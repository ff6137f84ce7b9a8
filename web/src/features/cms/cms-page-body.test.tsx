import { cleanup, render, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import misc from '../../locales/en/misc.json'
import { CmsPageBody } from './cms-page-body.tsx'
import type { Cms } from './cms-pages.ts'

async function renderPage(cms: Partial<Cms>, language = 'en') {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({ lng: language, resources: { [language]: { misc } } })
  return render(
    <I18nextProvider i18n={i18n}>
      <main>
        <CmsPageBody cms={cms as Cms} page="about_us" />
      </main>
    </I18nextProvider>,
  )
}

afterEach(cleanup)

describe('CmsPageBody', () => {
  it('shows the sanitised page without its script or event handlers', async () => {
    const { container } = await renderPage({
      about_us_status: true,
      en_about_us:
        '<h2>About us</h2><img src="x.png" alt="Team" onerror="alert(1)"><script>alert(2)</script>',
      local_about_us: '',
    })
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Team' }).getAttribute('onerror')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })

  it('shows the local body in Filipino', async () => {
    await renderPage(
      {
        about_us_status: true,
        en_about_us: '<h2>About us</h2>',
        local_about_us: '<h2>Tungkol sa amin</h2>',
      },
      'fil',
    )
    expect(await screen.findByRole('heading', { name: 'Tungkol sa amin' })).toBeTruthy()
  })

  it('shows nothing when the page is switched off', async () => {
    const { container } = await renderPage({
      about_us_status: false,
      en_about_us: '<h2>About us</h2>',
      local_about_us: '',
    })
    expect(container.querySelector('main')?.childElementCount).toBe(0)
  })
})
