import type { components } from '@playfront/contract/schema'

type Game = components['schemas']['Game']

/** Where the browser keeps the games the player's list last came back with (the tenant's origin). */
export const deviceListKey = 'site.recently-played'

/** The games kept on this device; anything unreadable counts as none. */
export function readDeviceList(stored: string | null): Game[] {
  try {
    const list: unknown = JSON.parse(stored ?? '[]')
    return Array.isArray(list)
      ? list.filter((game: Partial<Game> | null) => typeof game?.game_code === 'string')
      : []
  } catch {
    return []
  }
}

/** Keeps the player's list for a guest's visit on this device: the games, nothing of the player. */
export function keepDeviceList(games: readonly Game[]): void {
  try {
    localStorage.setItem(deviceListKey, JSON.stringify(games))
  } catch {
    // Storage full or refused (a private window): the guest's row is a convenience, the page goes on.
  }
}
