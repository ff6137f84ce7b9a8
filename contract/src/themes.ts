/**
 * The fifteen theme codes (page templates) and the five colour names each one allows.
 * Not part of openapi.yaml on purpose: `site.theme_code` and `site.theme_color` stay plain
 * strings there, because a backend may store a bad value and the front end must reject it
 * (spec section 4). Both the web app's startup check and the mock's seed read this one list.
 *
 * @example
 * themeColors.casino3 // ['jade', 'lotus', 'lantern', 'porcelain', 'dragon']
 */
export const themeColors = {
  casino1: ['gold', 'emerald', 'ruby', 'sapphire', 'onyx'],
  casino2: ['midnight', 'champagne', 'velvet', 'ivory', 'bronze'],
  casino3: ['jade', 'lotus', 'lantern', 'porcelain', 'dragon'],
  casino4: ['neon', 'vegas', 'sunset', 'electric', 'flamingo'],
  casino5: ['royal', 'crimson', 'platinum', 'amethyst', 'obsidian'],
  casino6: ['ocean', 'coral', 'lagoon', 'pearl', 'reef'],
  casino7: ['aurora', 'glacier', 'nebula', 'comet', 'polar'],
  slot1: ['cherry', 'lemon', 'grape', 'melon', 'plum'],
  slot2: ['jackpot', 'diamond', 'clover', 'horseshoe', 'bell'],
  slot3: ['candy', 'bubblegum', 'mint', 'caramel', 'toffee'],
  slot4: ['pharaoh', 'desert', 'scarab', 'sphinx', 'oasis'],
  slot5: ['viking', 'frost', 'thunder', 'rune', 'fjord'],
  slot6: ['jungle', 'tiger', 'canopy', 'safari', 'orchid'],
  slot7: ['galaxy', 'rocket', 'meteor', 'orbit', 'quasar'],
  sportsbook1: ['pitch', 'stadium', 'trophy', 'referee', 'arena'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>

/** A known theme code, e.g. `'slot2'`. */
export type ThemeCode = keyof typeof themeColors

/** The fifteen theme codes in template order (casino1..7, slot1..7, sportsbook1). */
export const themeCodes = Object.keys(themeColors) as ThemeCode[]

/**
 * True when `color` is one of the five colours allowed for `code`.
 *
 * @example
 * isAllowedThemeColor('slot2', 'clover') // true
 * isAllowedThemeColor('slot2', 'gold') // false
 */
export function isAllowedThemeColor(code: string, color: string): boolean {
  const colors: readonly string[] | undefined = (themeColors as Record<string, readonly string[]>)[
    code
  ]
  return colors?.includes(color) ?? false
}
