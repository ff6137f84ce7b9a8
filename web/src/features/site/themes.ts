// Mirrors the tenant themes the backend knows (web never imports mock code); a cross-package
// test keeps both lists equal.
export const themeColours = {
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
} as const satisfies Record<string, readonly string[]>

export type ThemeCode = keyof typeof themeColours

/** Template order: casino1..7, slot1..7, sportsbook1. */
export const themeCodes = Object.keys(themeColours) as ThemeCode[]
