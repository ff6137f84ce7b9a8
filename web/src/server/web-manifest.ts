import type { SiteInfo } from '../stores/site.ts'
import { localePrefix } from '../lib/locale-path.ts'
import type { Locale } from '../lib/locales.ts'
import { tenantPalette } from './tenant-look.ts'

/** The sizes of the app icon installability asks for: a home-screen icon and a splash screen. */
export const appIconSizes = [192, 512] as const

/** Where a page of the site names its tenant's manifest, in its language. */
export function manifestPath(locale: Locale): string {
  return `${localePrefix(locale)}/manifest.webmanifest`
}

/**
 * The web app manifest of a tenant, in a language: its name, its icon made from its logo, the
 * colours of its palette, and its home in that language as where the installed app starts.
 *
 * @example
 * webManifest(site, 'zh').start_url // '/zh'
 */
export function webManifest(site: SiteInfo, locale: Locale) {
  const palette = tenantPalette(site.theme_code, site.theme_color)
  const name = site.site_name || site.logo_text || ''
  return {
    id: '/',
    name,
    short_name: (site.logo_text || name).slice(0, 24),
    lang: locale,
    start_url: localePrefix(locale) || '/',
    scope: '/',
    display: 'standalone',
    background_color: palette.surface,
    theme_color: palette.header,
    icons: appIconSizes.map((size) => ({
      src: `/app-icon-${size}.svg`,
      sizes: `${size}x${size}`,
      type: 'image/svg+xml',
      purpose: 'any',
    })),
  }
}
