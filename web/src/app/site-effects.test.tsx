import { act, cleanup, render, screen } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import misc from '../locales/en/misc.json'
import { setSiteState, type ReadySite } from '../stores/site.ts'
import { SiteEffects } from './site-effects.tsx'

const i18n = createInstance()
await i18n.use(initReactI18next).init({ lng: 'en', ns: ['misc'], resources: { en: { misc } } })

const site: ReadySite = {
  status: 'ready',
  site: {
    site_name: 'Casino3',
    currency: 'PHP',
    theme_code: 'casino3',
    theme_color: 'blue',
    external_id: 'T-CASINO3',
    logo1: '',
    logo2: '',
    logo3: '',
    status: 'active',
    expired_date: null,
    logo_text: '',
    android_sub: '',
    ios_sub: '',
  },
  menu: [],
  languages: [],
  showAnnouncement: false,
  showAppDownload: false,
  chatId: '',
}

function fakeApi() {
  return {
    post: vi.fn(async (path: string) => {
      if (path === '/api/seo')
        return {
          statusCode: 1,
          value: {
            id: 1,
            meta_title: 'Casino3 Online',
            meta_desc: '',
            meta_keywords: '',
            meta_url: '',
            meta_canonical: '',
            meta_author: '',
            meta_publisher: '',
            meta_lang: '',
            meta_image_url: '',
          },
        }
      if (path === '/api/settings/get_analytics')
        return { statusCode: 1, value: [{ section: 'HEAD', script: 'window.__seen = 1' }] }
      return { statusCode: 1 }
    }),
  }
}

async function renderEffects(api: ReturnType<typeof fakeApi>, entry = '/') {
  const effects = (
    <I18nextProvider i18n={i18n}>
      <SiteEffects api={api as never} />
    </I18nextProvider>
  )
  const router = createMemoryRouter(
    [
      { path: '/', element: effects, handle: { name: 'home___en' } },
      { path: '/slots', element: effects, handle: { name: 'slots___en' } },
    ],
    { initialEntries: [entry] },
  )
  render(<RouterProvider router={router} />)
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"id":"test"}')),
  )
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 320px)' }))
  setSiteState(site)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SiteEffects', () => {
  it('fills the head from the home SEO record and places analytics once', async () => {
    const api = fakeApi()
    await renderEffects(api)
    // The code that writes heads comes with the first page a browser draws itself.
    await vi.waitFor(() => expect(document.title).toBe('Casino3 Online'))
    expect(api.post).toHaveBeenCalledWith('/api/seo', {
      domain_name: 'localhost',
      external_id: 'T-CASINO3',
      page_name: 'home',
    })
    expect(api.post).toHaveBeenCalledWith('/api/settings/get_analytics', {
      domain_name: 'localhost',
    })
    expect(document.head.querySelectorAll('script[data-analytics]')).toHaveLength(1)
  })

  it('sends the ad visit once when the player has an _fbp cookie', async () => {
    document.cookie = '_fbp=fb.1.17.42; Path=/'
    const api = fakeApi()
    const visits = () => api.post.mock.calls.filter(([path]) => path === '/api/settings/adsvisit')
    await renderEffects(api)
    // The ad visit's code comes with the visit, imported on the way: its call, when it has come.
    await vi.waitFor(() => expect(visits()).toHaveLength(1))
    cleanup()
    await renderEffects(api)
    // The second mount asked for the same module first: its turn has come once this one's has.
    await import('../features/tracking/ad-visit.ts')
    await act(async () => {})
    expect(visits()).toHaveLength(1)
  })

  it('sends the ad visit with the appsflyer_id of the landing link', async () => {
    localStorage.clear()
    const api = fakeApi()
    await renderEffects(api, '/slots?appsflyer_id=af-77&aff=A1')
    expect(localStorage.getItem('affiliate_code')).toBe('A1')
    await vi.waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/api/settings/adsvisit',
        expect.objectContaining({ appsflyer_id: 'af-77' }),
      ),
    )
  })

  it('stores the breakpoint in the viewport cookie', async () => {
    await renderEffects(fakeApi())
    expect(document.cookie).toContain('viewport=mobile')
  })

  it('shows no live-chat button for a tenant without chat', async () => {
    await renderEffects(fakeApi())
    expect(screen.queryByRole('button', { name: 'Open live chat' })).toBeNull()
  })
})
