export type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '')
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Mixes `b` into `a` by `amount` (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)]
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * amount) as unknown as Rgb)
}

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(channel) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

export const white = '#ffffff'
export const black = '#000000'

/**
 * Moves `colour` towards white or black, whichever separates it from the backgrounds, until it
 * reaches `min` against every one of them: the hue survives, the contrast is guaranteed.
 */
export function readableOn(colour: string, backgrounds: readonly string[], min: number): string {
  const target = Math.max(...backgrounds.map(luminance)) < 0.18 ? white : black
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(colour, target, step / 50)
    if (backgrounds.every((bg) => contrast(candidate, bg) >= min)) return candidate
  }
  return target
}

/** White or black text on `background`, whichever reads better. */
export function contrastText(background: string): string {
  return contrast(white, background) >= contrast(black, background) ? white : '#111111'
}
