import escapeHtml from 'escape-html'

/** Simple, deterministic SVG artwork: a two-colour gradient with initials or a name. */

// XML's five special characters are HTML's: one escaper for both.
const escapeXml = escapeHtml

/** A stable hue (0–359) for a string. */
export function hueOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return (hash >>> 0) % 360
}

/** Initials of a name: 'Lucky Dragon' → 'LD'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean)
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)])
    .join('')
    .toUpperCase()
}

interface ArtOptions {
  width: number
  height: number
  seed: string
  big: string
  small?: string
}

/**
 * An SVG picture with a diagonal gradient, a soft circle, a big label and an optional caption.
 *
 * @example
 * gradientArt({ width: 300, height: 200, seed: 'LRS-01', big: 'LD', small: 'Lucky Dragon' })
 */
export function gradientArt({ width, height, seed, big, small }: ArtOptions): string {
  const hue = hueOf(seed)
  const id = `g${hue}`
  const fitsWidth = (width * 0.9) / (Math.max(big.length, 1) * 0.62)
  const bigSize = Math.round(Math.min(Math.min(width, height) * (small ? 0.36 : 0.5), fitsWidth))
  const caption = small
    ? `<text x="50%" y="${Math.round(height * 0.85)}" font-size="${Math.round(height * 0.09)}" fill="#fff" fill-opacity=".92" text-anchor="middle" font-family="system-ui,sans-serif">${escapeXml(small)}</text>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(small ?? big)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 28%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" rx="${Math.round(height * 0.06)}" fill="url(#${id})"/>` +
    `<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="#fff" fill-opacity=".08"/>` +
    `<text x="50%" y="${Math.round(height * (small ? 0.52 : 0.5))}" dominant-baseline="middle" font-size="${bigSize}" font-weight="800" fill="#fff" text-anchor="middle" font-family="system-ui,sans-serif">${escapeXml(big)}</text>` +
    caption +
    '</svg>'
  )
}

interface BannerOptions {
  width: number
  height: number
  seed: string
  title: string
  tagline: string
}

/**
 * A promotion banner: a wide gradient with the title and tagline on the left and a stack of
 * coins on the right, so the home carousel reads as a real offer rather than a placeholder.
 *
 * @example
 * bannerArt({ width: 1200, height: 400, seed: 'promo-1', title: 'Welcome bonus', tagline: 'Bonus 100' })
 */
export function bannerArt({ width, height, seed, title, tagline }: BannerOptions): string {
  const hue = hueOf(seed)
  const id = `b${hue}`
  const titleSize = Math.round(
    Math.min(height * 0.2, (width * 0.55) / (Math.max(title.length, 1) * 0.58)),
  )
  const coin = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(45 95% 58%)" stroke="hsl(38 90% 40%)" stroke-width="${Math.round(r * 0.12)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.62)}" fill="none" stroke="hsl(38 90% 40%)" stroke-opacity=".5" stroke-width="${Math.round(r * 0.06)}"/>`
  const coins = [
    coin(Math.round(width * 0.78), Math.round(height * 0.62), Math.round(height * 0.2)),
    coin(Math.round(width * 0.88), Math.round(height * 0.42), Math.round(height * 0.16)),
    coin(Math.round(width * 0.7), Math.round(height * 0.3), Math.round(height * 0.12)),
  ].join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 45%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#${id})"/>` +
    `<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.62)}" fill="#fff" fill-opacity=".07"/>` +
    coins +
    `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.46)}" font-size="${titleSize}" font-weight="800" fill="#fff" font-family="system-ui,sans-serif">${escapeXml(title)}</text>` +
    `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.66)}" font-size="${Math.round(height * 0.08)}" fill="#fff" fill-opacity=".9" font-family="system-ui,sans-serif">${escapeXml(tagline)}</text>` +
    '</svg>'
  )
}
