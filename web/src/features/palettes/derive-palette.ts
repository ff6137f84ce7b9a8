import { black, contrast, contrastText, luminance, mix, readableOn, white } from './colour-math.ts'
import type { PaletteSeed } from './palette-seeds.ts'

export type Palette = Record<(typeof paletteTokens)[number], string>

export const paletteTokens = [
  'surface',
  'surface-raised',
  'surface-sunken',
  'text',
  'text-muted',
  'border',
  'border-strong',
  'accent',
  'accent-contrast',
  'accent-soft',
  'link',
  'highlight',
  'highlight-contrast',
  'header',
  'header-text',
  'header-muted',
  'nav',
  'nav-text',
  'footer',
  'footer-text',
  'footer-muted',
  'positive',
  'negative',
  'focus',
  'backdrop',
] as const

/** Text and background that pass AA: the background moves away from its text when needed. */
function filled(background: string): [string, string] {
  const text = contrastText(background)
  const away = text === white ? black : white
  for (let step = 0; step <= 40; step++) {
    const candidate = mix(background, away, step / 40)
    if (contrast(candidate, text) >= 4.5) return [candidate, text]
  }
  return [away, text]
}

const isDark = (colour: string) => luminance(colour) < 0.18

export function derivePalette(seed: PaletteSeed): Palette {
  const dark = seed.mode === 'dark'
  const surface = seed.surface
  const raised = dark ? mix(surface, white, 0.06) : mix(surface, white, 0.85)
  const sunken = dark ? mix(surface, black, 0.35) : mix(surface, black, 0.04)
  const grounds = [surface, raised, sunken]
  const text = readableOn(mix(dark ? '#f5f5f7' : '#15161a', seed.accent, 0.06), grounds, 7)
  const [accent, accentContrast] = filled(seed.accent)
  const [highlight, highlightContrast] = filled(seed.highlight ?? seed.accent)
  const accentSoft = mix(surface, accent, dark ? 0.18 : 0.12)
  const [header, headerText] = filled(seed.header ?? (dark ? sunken : raised))
  const [nav, navText] = filled(
    isDark(header) ? mix(header, white, 0.05) : mix(header, black, 0.035),
  )
  const [footer, footerText] = filled(
    isDark(header) ? mix(header, black, 0.3) : dark ? sunken : mix(surface, black, 0.06),
  )
  return {
    surface,
    'surface-raised': raised,
    'surface-sunken': sunken,
    text,
    'text-muted': readableOn(mix(surface, text, 0.68), [...grounds, accentSoft], 4.5),
    border: mix(surface, text, 0.14),
    'border-strong': readableOn(mix(surface, text, 0.42), [surface, raised], 3),
    accent,
    'accent-contrast': accentContrast,
    'accent-soft': accentSoft,
    link: readableOn(accent, [surface, raised, sunken], 4.5),
    highlight,
    'highlight-contrast': highlightContrast,
    header,
    'header-text': headerText,
    'header-muted': readableOn(mix(header, headerText, 0.72), [header], 4.5),
    nav,
    'nav-text': navText,
    footer,
    'footer-text': footerText,
    'footer-muted': readableOn(mix(footer, footerText, 0.7), [footer], 4.5),
    positive: readableOn(dark ? '#34d399' : '#15803d', grounds, 4.5),
    negative: readableOn(dark ? '#f87171' : '#b91c1c', grounds, 4.5),
    focus: readableOn(seed.highlight ?? accent, [surface, raised], 3),
    backdrop: '#000000a6',
  }
}
