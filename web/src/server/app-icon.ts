import { tenantPalette } from './tenant-look.ts'
import type { SiteInfo } from '../stores/site.ts'
import escapeHtml from 'escape-html'

const escapeAttribute = escapeHtml

/**
 * A tenant's app icon at `size` pixels: its square logo on its header colour. The logo comes as
 * a data URL (an icon drawn as an image may load nothing else); without one, its initials.
 */
export function appIconSvg(
  site: SiteInfo,
  size: number,
  logo: { type: string; bytes: Buffer } | null,
): string {
  const palette = tenantPalette(site.theme_code, site.theme_color)
  const name = site.site_name || site.logo_text || ''
  const inset = Math.round(size * 0.12)
  const inner = size - inset * 2
  const picture = logo
    ? `<image href="data:${escapeAttribute(logo.type)};base64,${logo.bytes.toString('base64')}" x="${inset}" y="${inset}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet"/>`
    : `<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${Math.round(size * 0.4)}" fill="${palette['header-text']}">${escapeAttribute(initials(name))}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${palette.header}"/>${picture}</svg>`
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase()
}
