import { safeUrl } from '../lib/safe-url.ts'
import { splitLocale } from '../lib/locale-path.ts'
import type { Locale } from '../lib/locales.ts'
import { readySite, type SiteInfo } from '../stores/site.ts'
import { appIconSvg } from './app-icon.ts'
import { offlinePageHtml } from './offline-page.ts'
import { serverTranslator } from './server-i18n.ts'
import { reachBackend, startTenant, type Backend } from './tenant-visit.ts'
import { inNewVisit } from './visit-scope.ts'
import { webManifest } from './web-manifest.ts'

/** A file made for the tenant the Host names, or null when it cannot start. */
export type TenantFile = { type: string; body: string } | null

function forTenant(
  url: URL,
  backend: Backend,
  make: (site: SiteInfo, locale: Locale) => Promise<TenantFile> | TenantFile,
): Promise<TenantFile> {
  return inNewVisit(async () => {
    reachBackend(backend)
    await startTenant(url)
    const ready = readySite()
    return ready ? make(ready.site, splitLocale(url.pathname).locale) : null
  })
}

/** `/manifest.webmanifest` (and `/fil/…`, `/zh/…`): what makes the tenant's site installable. */
export function tenantManifest(url: URL, backend: Backend): Promise<TenantFile> {
  return forTenant(url, backend, (site, locale) => ({
    type: 'application/manifest+json',
    body: JSON.stringify(webManifest(site, locale)),
  }))
}

/** `/app-icon-192.svg` and `/app-icon-512.svg`: the tenant's square logo at that size. */
export function tenantIcon(url: URL, backend: Backend, size: number): Promise<TenantFile> {
  return forTenant(url, backend, async (site) => ({
    type: 'image/svg+xml',
    body: appIconSvg(site, size, await logoOf(site, backend)),
  }))
}

/** `/offline` (and `/fil/…`, `/zh/…`): what the service worker shows with no network. */
export function tenantOfflinePage(url: URL, backend: Backend): Promise<TenantFile> {
  return forTenant(url, backend, (site, locale) => ({
    type: 'text/html; charset=utf-8',
    body: offlinePageHtml(site, locale, serverTranslator(locale)),
  }))
}

/** The tenant's square logo (else its wide one), read from where the backend says it is. */
async function logoOf(
  site: SiteInfo,
  backend: Backend,
): Promise<{ type: string; bytes: Buffer } | null> {
  const address = safeUrl(site.logo2) ?? safeUrl(site.logo1)
  if (!address) return null
  try {
    const answer = await fetch(new URL(address, backend.baseUrl), {
      signal: AbortSignal.timeout(5_000),
    })
    const type = answer.headers.get('content-type')?.split(';')[0] ?? ''
    if (!answer.ok || !type.startsWith('image/')) return null
    return { type, bytes: Buffer.from(await answer.arrayBuffer()) }
  } catch {
    return null
  }
}
