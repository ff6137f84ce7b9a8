import { derivePalette, paletteTokens, type Palette } from './derive-palette.ts'
import { basePalette, paletteSeeds } from './palette-seeds.ts'

/** Names other modules already read, kept as aliases of the semantic tokens. */
const aliases =
  '--color-accent-text:var(--color-accent-contrast);--color-muted:var(--color-text-muted);--color-danger:var(--color-negative);--color-on-accent:var(--color-accent-contrast)'

function declarations(palette: Palette, scheme: string): string {
  return `color-scheme:${scheme};${paletteTokens.map((token) => `--color-${token}:${palette[token]}`).join(';')};${aliases}`
}

/** The CSS of one theme code: one rule per colour, applied by the body classes startup sets. */
export function themeCss(code: string): string {
  const colours = paletteSeeds[code] ?? {}
  const rules = Object.entries(colours).map(
    ([colour, seed]) =>
      `.theme-${code}.color-${colour}{${declarations(derivePalette(seed), seed.mode)}}`,
  )
  return `${rules.join('\n')}\n`
}

/** Defaults on :root for the screens shown before a tenant's palette is known. */
export function baseCss(): string {
  return `:root{${declarations(derivePalette(basePalette), basePalette.mode)}}\n`
}

export const generatedCss = (): Record<string, string> => ({
  'base.css': baseCss(),
  ...Object.fromEntries(Object.keys(paletteSeeds).map((code) => [`${code}.css`, themeCss(code)])),
})
