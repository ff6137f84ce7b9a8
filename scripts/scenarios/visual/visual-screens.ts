import type { VisualFlowName } from '../matrix.ts'
import type { Tolerance } from './compare-images.ts'

export interface VisualScreen {
  path: string
  /** Shot as the demo player (a protected page, or the header a player sees). */
  player: boolean
  /** The tenant is in maintenance, so every path shows the maintenance view. */
  maintenance: boolean
  tolerance: Tolerance
}

// pixelmatch's default colour threshold; screens full of artwork get a little more room for
// anti-aliasing in scaled images than screens of text and flat colour.
const text: Tolerance = { pixelThreshold: 0.1, maxDiffRatio: 0.0005 }
const artwork: Tolerance = { pixelThreshold: 0.1, maxDiffRatio: 0.002 }

/** The key screens QA compares with baselines, and how much each may change before it counts. */
export const visualScreens: Record<VisualFlowName, VisualScreen> = {
  'visual-home': { path: '/', player: false, maintenance: false, tolerance: artwork },
  // The returning player's home: favourites, the games played last and the jackpots.
  'visual-home-player': { path: '/', player: true, maintenance: false, tolerance: artwork },
  'visual-lobby': { path: '/slots', player: false, maintenance: false, tolerance: artwork },
  'visual-login': { path: '/login', player: false, maintenance: false, tolerance: text },
  'visual-vip': { path: '/vip', player: true, maintenance: false, tolerance: text },
  'visual-deposit': { path: '/deposit', player: true, maintenance: false, tolerance: text },
  'visual-maintenance': { path: '/', player: false, maintenance: true, tolerance: text },
  'visual-not-found': { path: '/no-such-page', player: false, maintenance: false, tolerance: text },
}

/** The moment every visual cell is shot at, in the page and in the mock: a day after the mock's seed date. */
export const frozenAt = '2025-01-02T12:00:00.000Z'
