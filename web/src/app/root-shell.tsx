import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { useUnreadInboxSync } from '../features/inbox/hooks/use-unread-inbox-sync.ts'
import { layoutForTheme, type LayoutName } from '../features/layouts/template-layout.ts'
import { useReadySite } from '../stores/site.ts'
import { LayoutFrame } from './layout-frame.tsx'
import { ModalHost } from './modal-host.tsx'
import { preloadPagesOnIntent } from './preload-on-intent.ts'
import type { RouteHandle } from './route-table.ts'
import { SiteEffects } from './site-effects.tsx'
import { useAnnouncement } from './use-announcement.ts'

function useLayoutName(themeCode: string): LayoutName {
  const matches = useMatches()
  const chosen = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.layout)
    .findLast(Boolean)
  return chosen ?? layoutForTheme(themeCode)
}

export function RootShell() {
  const ready = useReadySite()
  const layout = useLayoutName(ready?.site.theme_code ?? '')
  useAnnouncement(ready)
  useUnreadInboxSync()
  useEffect(preloadPagesOnIntent, [])
  return (
    <>
      <LayoutFrame layout={layout}>
        <Outlet />
      </LayoutFrame>
      <ModalHost />
      <SiteEffects />
      <ScrollRestoration />
    </>
  )
}
