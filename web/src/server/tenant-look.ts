import { derivePalette, type Palette } from '../features/palettes/derive-palette.ts'
import { basePalette, paletteSeeds } from '../features/palettes/palette-seeds.ts'

/** The colours of a tenant's theme and colour (the site's own defaults for an unknown pair). */
export function tenantPalette(themeCode: string, colour: string): Palette {
  return derivePalette(paletteSeeds[themeCode]?.[colour] ?? basePalette)
}

/** The same colours as CSS custom properties on `:root`, for a page that carries its own style. */
export function paletteRule(palette: Palette): string {
  const properties = Object.entries(palette).map(([token, value]) => `--color-${token}:${value}`)
  return `:root{${properties.join(';')}}`
}
