import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '../stores/locale.ts'
import { setSiteState, type SiteState } from '../stores/site.ts'
import { englishI18n } from '../testing/english-i18n.ts'
import { LanguageArea } from './language-area.tsx'

vi.mock('./i18n.ts', async (original) => ({
  ...(await original<typeof import('./i18n.ts')>()),
  showLanguage: async () => {},
}))

const i18n = await englishI18n()
const option = (code: string, name: string, icon: string) => ({ code, name, icon, files: [] })

function Address() {
  const { pathname } = useLocation()
  return <p>At {pathname}</p>
}

function renderSwitcher(languages: ReturnType<typeof option>[], path = '/promotions') {
  setSiteState({ status: 'ready', languages } as unknown as SiteState)
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <LanguageArea />
            <Address />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  setLocale('en')
})

const tenantLanguages = [
  option('CN', '中文', 'cn.svg'),
  option('EN', 'English', 'en.svg'),
  option('MMK', 'မြန်မာ', 'mm.svg'),
]

describe('the language switcher', () => {
  it("lists the tenant's languages in its order, by their names, with the shown one's flag", () => {
    renderSwitcher(tenantLanguages)
    const picker = screen.getByRole('combobox', { name: 'Language' })
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['中文', 'English', 'မြန်မာ'])
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['zh', 'en', 'my'])
    expect((picker as HTMLSelectElement).value).toBe('en')
    expect(document.querySelector('.language-switcher__flag')?.getAttribute('src')).toBe(
      '/flags/en.svg',
    )
  })

  it('moves to the same page under the language’s prefix', async () => {
    renderSwitcher(tenantLanguages)
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Language' }), '中文')
    expect(await screen.findByText('At /zh/promotions')).toBeTruthy()
  })

  it('shows a language without messages as picked, at English’s address, and keeps it for the next page', async () => {
    renderSwitcher(tenantLanguages)
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'မြန်မာ')
    expect(await screen.findByText('At /promotions')).toBeTruthy()
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement
    expect(picker.value).toBe('mmk')
    expect(document.cookie).toContain('i18n_locale=en')
    cleanup()
    renderSwitcher(tenantLanguages, '/about')
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe(
      'mmk',
    )
    expect(document.querySelector('.language-switcher__flag')?.getAttribute('src')).toBe(
      '/flags/mm.svg',
    )
  })

  it('offers the site’s three languages, named by the site, when the tenant lists none', () => {
    renderSwitcher([])
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Filipino',
      '中文',
    ])
  })
})
