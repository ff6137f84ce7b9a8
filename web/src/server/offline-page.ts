import type { i18n } from 'i18next'
import type { Locale } from '../lib/locales.ts'
import type { SiteInfo } from '../stores/site.ts'
import { paletteRule, tenantPalette } from './tenant-look.ts'
import escapeHtml from 'escape-html'

const escapeText = escapeHtml

const style = `body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;background:var(--color-surface);color:var(--color-text)}header{background:var(--color-header);color:var(--color-header-text);padding:1rem 1.25rem;font-weight:800;font-size:1.25rem}main{max-width:32rem;margin:4rem auto;padding:0 1.25rem;text-align:center}h1{font-size:1.5rem}p{color:var(--color-text-muted);line-height:1.5}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:var(--color-accent);color:var(--color-accent-contrast);font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid var(--color-focus);outline-offset:3px}`

/**
 * The page a player sees with no network and no copy of the page asked for: the tenant's name
 * and colours, in the page's language, and a link that asks for the same page again. One file, no
 * script: it is kept
 * by the service worker and must show whatever else is missing.
 */
export function offlinePageHtml(site: SiteInfo, locale: Locale, translator: i18n): string {
  const t = (key: string) => escapeText(translator.t(key))
  const name = escapeText(site.site_name || site.logo_text || '')
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('offline.title')} | ${name}</title>
<style>${paletteRule(tenantPalette(site.theme_code, site.theme_color))}${style}</style>
</head>
<body>
<header>${name}</header>
<main>
<h1>${t('offline.title')}</h1>
<p>${t('offline.body')}</p>
<a href="">${t('offline.retry')}</a>
</main>
</body>
</html>
`
}
