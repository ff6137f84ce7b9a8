import escapeHtml from 'escape-html'
import { splitLocale } from '../src/lib/locale-path.ts'
import { serverTranslator } from '../src/server/server-i18n.ts'
import { locales, type Locale } from '../src/lib/locales.ts'

const style =
  'body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;background:#fff;color:#1f2328}main{max-width:32rem;margin:4rem auto;padding:0 1.25rem;text-align:center}h1{font-size:1.5rem}p{color:#59636e;line-height:1.5}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#1f2328;color:#fff;font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid #0969da;outline-offset:3px}'

/** Why the page could not be drawn: the server is full or the backend too slow (503), or it failed (500). */
export type BusyReason = 'unavailable' | 'failed'

function page(locale: Locale, reason: BusyReason): string {
  const translator = serverTranslator(locale)
  const t = (key: string) => escapeHtml(translator.t(key))
  const said = t(
    reason === 'unavailable' ? 'errors:serviceUnavailable' : 'errors:internalServerError',
  )
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('startupFailedTitle')}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${t('startupFailedTitle')}</h1>
<p role="alert">${said}</p>
<a href="">${t('retry')}</a>
</main>
</body>
</html>
`
}

/**
 * The page a visitor gets when theirs could not be drawn: the site's own "could not start / try
 * again" page in the language of the path asked for, with a link that asks again. Made once
 * per language and reason, so that shedding a request costs nothing. It names no tenant (none
 * was started) and never an error's own text.
 *
 * @example
 * busyPages().for('/zh/slots', 'unavailable') // '<!doctype html>\n<html lang="zh">…网站无法启动…'
 */
export function busyPages() {
  const made = new Map<string, string>()
  for (const locale of locales)
    for (const reason of ['unavailable', 'failed'] as const)
      made.set(`${locale}:${reason}`, page(locale, reason))
  return {
    for(path: string, reason: BusyReason): string {
      return made.get(`${splitLocale(path).locale}:${reason}`) ?? made.get(`en:${reason}`)!
    },
  }
}
