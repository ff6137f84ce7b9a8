/** Pages kept for a return visit with no network, and the offline page. */
export const pageCacheName = 'site-pages'
/** The last good startup answer. */
export const startupCacheName = 'site-startup'

/** Where the production server draws a tenant's offline page in a language (`/offline`, `/zh/offline`). */
export function offlinePath(locale: string): string {
  return locale === 'en' ? '/offline' : `/${locale}/offline`
}
