import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { themeColors } from '@playfront/contract/themes'
import { contrast } from './colour-math.ts'
import { derivePalette, type Palette } from './derive-palette.ts'
import { generatedCss } from './palette-css.ts'
import { paletteSeeds } from './palette-seeds.ts'

type Token = keyof Palette
const text = 4.5
const ui = 3

/** [foreground, background, minimum ratio]: every pair a component draws. */
const pairs: [Token, Token, number][] = [
  ['text', 'surface', text],
  ['text', 'surface-raised', text],
  ['text', 'surface-sunken', text],
  ['text', 'accent-soft', text],
  ['text-muted', 'surface', text],
  ['text-muted', 'surface-raised', text],
  ['text-muted', 'surface-sunken', text],
  ['text-muted', 'accent-soft', text],
  ['link', 'surface', text],
  ['link', 'surface-raised', text],
  ['link', 'surface-sunken', text],
  ['accent-contrast', 'accent', text],
  ['highlight-contrast', 'highlight', text],
  ['header-text', 'header', text],
  ['header-muted', 'header', text],
  ['nav-text', 'nav', text],
  ['footer-text', 'footer', text],
  ['footer-muted', 'footer', text],
  ['positive', 'surface', text],
  ['positive', 'surface-raised', text],
  ['negative', 'surface', text],
  ['negative', 'surface-raised', text],
  ['border-strong', 'surface', ui],
  ['border-strong', 'surface-raised', ui],
  ['focus', 'surface', ui],
  ['focus', 'surface-raised', ui],
]

const palettes = Object.entries(paletteSeeds).flatMap(([code, colours]) =>
  Object.entries(colours).map(
    ([colour, seed]) => [`${code}/${colour}`, derivePalette(seed)] as const,
  ),
)

describe('palettes', () => {
  it('has the five colours of every theme code, and no others', () => {
    const names = Object.fromEntries(
      Object.entries(paletteSeeds).map(([code, colours]) => [code, Object.keys(colours)]),
    )
    expect(names).toEqual(themeColors)
    expect(palettes).toHaveLength(75)
  })

  it.each(palettes)('%s reads at WCAG AA in every pair', (_, palette) => {
    const failures = pairs
      .map(([fg, bg, min]) => ({
        pair: `${fg} on ${bg}`,
        ratio: Math.round(contrast(palette[fg], palette[bg]) * 100) / 100,
        min,
      }))
      .filter(({ ratio, min }) => ratio < min)
    expect(failures).toEqual([])
  })

  it.each(Object.entries(generatedCss()))(
    'generated/%s is fresh (run web/scripts/write-palettes.ts)',
    (file, css) => {
      expect(
        readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'generated', file), 'utf8'),
      ).toBe(css)
    },
  )
})

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ] as const)('%s on %s is %f', (fg, bg, want) => {
    expect(contrast(fg, bg)).toBeCloseTo(want, 2)
  })
})
