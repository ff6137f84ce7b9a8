/**
 * The few colours a designer picks for each palette; every other token is derived from them
 * (derive-palette.ts) so that contrast holds by construction. `header` defaults to the surface,
 * `highlight` (jackpots, badges) to the accent.
 */
export type PaletteSeed = {
  mode: 'dark' | 'light'
  accent: string
  surface: string
  header?: string
  highlight?: string
}

const dark = (
  accent: string,
  surface: string,
  header?: string,
  highlight?: string,
): PaletteSeed => ({ mode: 'dark', accent, surface, header, highlight })
const light = (
  accent: string,
  surface: string,
  header?: string,
  highlight?: string,
): PaletteSeed => ({ mode: 'light', accent, surface, header, highlight })

export const paletteSeeds: Record<string, Record<string, PaletteSeed>> = {
  casino1: {
    gold: dark('#d4a537', '#15120c', '#0d0b07'),
    emerald: dark('#2fbf71', '#0c1712', '#07100c', '#d4a537'),
    ruby: dark('#e0245e', '#1a0c11', '#12070b', '#e8c36a'),
    sapphire: dark('#4a8cf7', '#0b1220', '#070c16', '#e8c36a'),
    onyx: dark('#c9ccd3', '#111214', '#000000', '#d4a537'),
  },
  casino2: {
    midnight: dark('#7c8cff', '#0e1024', '#090b1a'),
    champagne: light('#8a6a2f', '#faf6ee', '#2b2417', '#b8923f'),
    velvet: dark('#e05297', '#1d0c17', '#14070f'),
    ivory: light('#6b5a2e', '#fbf8f1', '#fffdf8'),
    bronze: dark('#cd7f32', '#19130e', '#110c08'),
  },
  casino3: {
    jade: dark('#00a86b', '#0a1a15', '#0a2a20', '#f2c14e'),
    lotus: light('#c2185b', '#fff7fa', '#c2185b'),
    lantern: dark('#e63b2e', '#1c0e0b', '#8f1d14', '#f2c14e'),
    porcelain: light('#1e4fa3', '#f7f9fc', '#1e4fa3'),
    dragon: dark('#f2c14e', '#150a0a', '#7a0f0f', '#e63b2e'),
  },
  casino4: {
    neon: dark('#ff2bd6', '#0b0614', '#0b0614', '#00e5ff'),
    vegas: dark('#ffcc00', '#120d1f', '#1a0f2e', '#ff2bd6'),
    sunset: dark('#ff7a45', '#1b0d1a', '#2a0f26', '#ffcc00'),
    electric: dark('#00e5ff', '#050b14', '#07101d', '#ff2bd6'),
    flamingo: light('#d42a6f', '#fff3f7', '#2b0a1a', '#ff7a45'),
  },
  casino5: {
    royal: light('#3b2a8f', '#f6f4fb', '#231a5c', '#c9a227'),
    crimson: light('#a3162d', '#fbf5f5', '#5c0d1a', '#c9a227'),
    platinum: light('#3d4f66', '#f3f5f7', '#1f2833', '#8a99ad'),
    amethyst: light('#7b2fbe', '#f8f4fc', '#3c1762', '#c9a227'),
    obsidian: dark('#9f8cff', '#0d0c12', '#050508', '#c9a227'),
  },
  casino6: {
    ocean: light('#0a6fb8', '#f2f8fc', '#ffffff', '#ff8a5b'),
    coral: light('#e5533d', '#fff6f3', '#ffffff', '#0f9b9b'),
    lagoon: light('#0f9b9b', '#f0fafa', '#ffffff', '#ffb020'),
    pearl: light('#6b7a99', '#fbfbfd', '#ffffff', '#c9a0dc'),
    reef: dark('#2ad4b0', '#08202a', '#061820', '#ff8a5b'),
  },
  casino7: {
    aurora: dark('#4ade80', '#07131a', '#07131a', '#a78bfa'),
    glacier: light('#2a7ab0', '#f1f7fb', '#f1f7fb', '#5eead4'),
    nebula: dark('#c084fc', '#120a1f', '#120a1f', '#f472b6'),
    comet: dark('#60a5fa', '#0a0f1f', '#0a0f1f', '#fbbf24'),
    polar: light('#0e7490', '#f5fbff', '#f5fbff', '#6366f1'),
  },
  slot1: {
    cherry: light('#e11d48', '#fff5f6', '#e11d48', '#16a34a'),
    lemon: light('#facc15', '#fffbea', '#fde047', '#e11d48'),
    grape: dark('#a855f7', '#1a0f2b', '#6b21a8', '#facc15'),
    melon: light('#16a34a', '#f3fdf5', '#16a34a', '#f472b6'),
    plum: dark('#f472b6', '#220e22', '#581c57', '#facc15'),
  },
  slot2: {
    jackpot: dark('#fbbf24', '#111318', '#0a0b0e', '#ef4444'),
    diamond: dark('#67e8f9', '#0c1420', '#08101a', '#fbbf24'),
    clover: dark('#22c55e', '#0b1510', '#070e0a', '#fbbf24'),
    horseshoe: dark('#f97316', '#17110c', '#0f0b07', '#fbbf24'),
    bell: light('#b45309', '#fffaf0', '#ffffff', '#dc2626'),
  },
  slot3: {
    candy: light('#ec4899', '#fff0f7', '#ffffff', '#8b5cf6'),
    bubblegum: light('#d946ef', '#fdf2ff', '#ffffff', '#06b6d4'),
    mint: light('#10b981', '#effdf7', '#ffffff', '#f472b6'),
    caramel: light('#b7701f', '#fdf7ee', '#ffffff', '#e11d48'),
    toffee: dark('#e0a060', '#24170e', '#1a1009', '#f472b6'),
  },
  slot4: {
    pharaoh: dark('#e6b422', '#121017', '#0a090d', '#1fb5a8'),
    desert: light('#a0522d', '#faf3e6', '#3b2614', '#1f8a80'),
    scarab: dark('#1fb5a8', '#0b1616', '#061010', '#e6b422'),
    sphinx: dark('#d9a441', '#1a150d', '#100c06', '#4aa3df'),
    oasis: light('#0e8a7e', '#f2faf7', '#0b3d37', '#e6b422'),
  },
  slot5: {
    viking: dark('#5aa9e6', '#0f161d', '#0a1016', '#e6b422'),
    frost: light('#1d6fa5', '#f3f8fb', '#ffffff', '#7dd3fc'),
    thunder: dark('#facc15', '#12121c', '#0b0b12', '#60a5fa'),
    rune: dark('#a78bfa', '#14101f', '#0d0a15', '#34d399'),
    fjord: light('#0f5e7a', '#eef5f7', '#0f3b4d', '#f59e0b'),
  },
  slot6: {
    jungle: dark('#84cc16', '#0d170c', '#081007', '#f59e0b'),
    tiger: dark('#f59e0b', '#1a1209', '#110b05', '#84cc16'),
    canopy: light('#2f7d32', '#f3f9f1', '#1f4d22', '#d97706'),
    safari: light('#a16207', '#fbf6ea', '#ffffff', '#15803d'),
    orchid: dark('#e879f9', '#1b0e1f', '#120815', '#a3e635'),
  },
  slot7: {
    galaxy: dark('#8b5cf6', '#0b0a1a', '#06050f', '#22d3ee'),
    rocket: dark('#f43f5e', '#120c14', '#0b070c', '#fbbf24'),
    meteor: dark('#fb923c', '#14100e', '#0c0908', '#a78bfa'),
    orbit: light('#4f46e5', '#f4f4fd', '#ffffff', '#06b6d4'),
    quasar: dark('#22d3ee', '#090d1a', '#050812', '#e879f9'),
  },
  sportsbook1: {
    pitch: dark('#3ddc84', '#0f1a14', '#0a130e', '#ffd23f'),
    stadium: dark('#ffd23f', '#131a26', '#0c121c', '#3ddc84'),
    trophy: light('#b8860b', '#f6f5f0', '#1c1a14', '#1d7a46'),
    referee: light('#1a1a1a', '#f4f4f4', '#111111', '#facc15'),
    arena: dark('#ff5a36', '#15110f', '#0e0b0a', '#ffd23f'),
  },
}

/** Before startup (preloader, maintenance, failure) no tenant palette applies yet. */
export const basePalette: PaletteSeed = light('#1f5fbf', '#f5f7fa', '#ffffff')
