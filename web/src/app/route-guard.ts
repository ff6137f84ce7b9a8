import { redirect } from 'react-router'
import { splitLocale, localizePath } from '../lib/locale-path.ts'
import { setLocale } from '../stores/locale.ts'
import { type Locale } from '../lib/locales.ts'
import { loadScreenMessages, showLanguage } from './i18n.ts'
import { middlewareOf, runRouteMiddleware } from './route-middleware.ts'
import { ruleFor } from './route-rules.ts'
import type { RouteAccess } from './route-table.ts'

const leavesSite = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target)

/**
 * Every route's loader: route rules first, then the locale's messages, then the page's route
 * middleware. A redirect to another site is answered as a redirect too: the server sends it as
 * its answer, and the browser's router leaves the site for it (a document navigation).
 */
export async function guardRoute(access: RouteAccess, request: Request): Promise<null> {
  const url = new URL(request.url)
  const { locale, path } = splitLocale(url.pathname)
  const rule = ruleFor(path)
  if (rule?.redirect && leavesSite(rule.redirect)) throw redirect(rule.redirect)
  if (rule?.redirect) throw redirect(localizePath(rule.redirect, locale) + url.search + url.hash)
  await enterLocale(locale, path)
  await runRouteMiddleware(middlewareOf(access, rule?.appMiddleware), { url, locale })
  return null
}

async function enterLocale(locale: Locale, path: string): Promise<void> {
  await showLanguage(locale)
  if (path !== '/') await loadScreenMessages(locale)
  setLocale(locale)
}
