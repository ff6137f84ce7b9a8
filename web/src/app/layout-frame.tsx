import { lazy, Suspense, use, type ReactNode } from 'react'
import { LayoutShell } from '../features/layouts/components/layout-shell.tsx'
import { LoadWhenNear } from '../features/layouts/components/load-when-near.tsx'
import type { LayoutName } from '../features/layouts/template-layout.ts'
import { localizePath } from '../lib/locale-path.ts'
import { Preloader } from '../features/site/components/preloader.tsx'
import { useLocale } from '../stores/locale.ts'
import { useReadySite } from '../stores/site.ts'
import { AccountArea } from './account-area.tsx'
import { DownloadBar } from './lazy-download-bar.ts'
import { LayoutRail } from './lazy-layout-rail.ts'
import { LanguageArea } from './language-area.tsx'
import { useLayoutNav } from './layout-nav.ts'
import { loadLook, lookLoaded } from './site-look.ts'

const LayoutFooter = lazy(() => import('./layout-footer.tsx'))

function Frame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const ready = useReadySite()
  const variant = use(loadLook(layout, ready?.site.theme_code ?? ''))
  const locale = useLocale()
  const { nav, footer } = useLayoutNav(ready)
  const site = ready?.site
  const name = site?.logo_text || site?.site_name || ''
  const rail =
    variant.rail === 'none' ? undefined : (
      <Suspense>
        <LayoutRail kind={variant.rail} />
      </Suspense>
    )
  return (
    <LayoutShell
      variant={variant}
      brand={{ name, logo: site?.logo1, icon: site?.logo2 }}
      homePath={localizePath('/', locale)}
      nav={nav}
      account={<AccountArea />}
      languages={<LanguageArea />}
      rail={rail}
      notice={
        ready?.showDownloadBar ? (
          <Suspense>
            <DownloadBar
              siteName={name}
              icon={site?.logo2}
              androidUrl={site?.android_sub}
              iosUrl={site?.ios_sub}
            />
          </Suspense>
        ) : undefined
      }
      footer={
        <LoadWhenNear minHeight="16rem">
          <LayoutFooter siteName={name} logo={site?.logo3} pages={footer} />
        </LoadWhenNear>
      }
    >
      {children}
    </LayoutShell>
  )
}

export function LayoutFrame({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const themeCode = useReadySite()?.site.theme_code ?? ''
  // A look already here (always so for a page the server drew) is drawn in place: React hydrates
  // a Suspense boundary after the rest of the page, once the root's effects have run, and a store
  // they change by then (the unread count, the player's name) would no longer match the server's.
  if (lookLoaded(layout, themeCode)) return <Frame layout={layout}>{children}</Frame>
  return (
    <Suspense fallback={<Preloader />}>
      <Frame layout={layout}>{children}</Frame>
    </Suspense>
  )
}
