import type { components } from '@playfront/contract/schema'

export type ProductCategory = components['schemas']['ProductCategory']
export type LobbyCategory = ProductCategory | 'hot'

/** The lobby routes of spec section 2 and the category slug of section 9 each one lists. */
export const lobbyRoutes = {
  '/hot': 'hot',
  '/slots': 'slots',
  '/casino': 'livecasino',
  '/hash-game': 'hashgame',
  '/sports': 'sportsbook',
  '/fishing': 'fish',
  '/poker': 'table',
  '/sabong': 'sabong',
  '/lottery': 'lottery',
  '/horse-racing': 'horseracing',
  '/bingo': 'bingo',
  '/arcade': 'arcade',
  '/crash': 'crash',
} as const satisfies Record<string, LobbyCategory>

export type LobbyPath = keyof typeof lobbyRoutes

export function categoryOf(path: LobbyPath): LobbyCategory {
  return lobbyRoutes[path]
}

export function lobbyPathOf(category: string): LobbyPath | undefined {
  return (Object.keys(lobbyRoutes) as LobbyPath[]).find((path) => lobbyRoutes[path] === category)
}
