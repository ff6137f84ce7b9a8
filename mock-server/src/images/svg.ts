/** Simple, deterministic SVG artwork: a two-colour gradient with initials or a name. */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** A stable hue (0–359) for a string. */
export function hueOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return (hash >>> 0) % 360
}

/** Initials of a name: 'Lucky Dragon' → 'LD'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean)
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [name.slice(0, 2)]).join('').toUpperCase()
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(small ?? big)}">`
    + `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 28%)"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" rx="${Math.round(height * 0.06)}" fill="url(#${id})"/>`
    + `<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.45)}" fill="#fff" fill-opacity=".08"/>`
    + `<text x="50%" y="${Math.round(height * (small ? 0.52 : 0.5))}" dominant-baseline="middle" font-size="${bigSize}" font-weight="800" fill="#fff" text-anchor="middle" font-family="system-ui,sans-serif">${escapeXml(big)}</text>`
    + caption
    + '</svg>'
}
