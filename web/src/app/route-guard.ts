import { redirect } from 'react-router'
import { splitLocale, localizePath } from '../lib/locale-path.ts'
import { setLocale } from '../stores/locale.ts'
import { type Locale } from '../lib/locales.ts'
import { session } from '../stores/session.ts'
import { sendGuestAway } from './guest-redirect.ts'
import { loadScreenMessages, showLanguage } from './i18n.ts'
import { ruleFor } from './route-rules.ts'
import type { RouteAccess } from './route-table.ts'

const leavesSite = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target)

/** Every route's loader: route rules first, then the locale's messages, then who may see the page. */
export async function guardRoute(access: RouteAccess, request: Request): Promise<null> {
  const url = new URL(request.url)
  const { locale, path } = splitLocale(url.pathname)
  const target = ruleFor(path)?.redirect
  if (target && leavesSite(target)) {
    location.assign(target)
    return new Promise<null>(() => {})
  }
  if (target) throw redirect(localizePath(target, locale) + url.search + url.hash)
  await enterLocale(locale, path)
  if (access === 'protected' && !session().isAuthenticated)
    throw redirect(sendGuestAway(url.search))
  if (access === 'guest-only' && session().isAuthenticated)
    throw redirect(localizePath('/', locale) + url.search)
  return null
}

async function enterLocale(locale: Locale, path: string): Promise<void> {
  await showLanguage(locale)
  if (path !== '/') await loadScreenMessages(locale)
  setLocale(locale)
}
