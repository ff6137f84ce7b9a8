import type { SavedWorld, WorldStore } from './saved-world.ts'

/**
 * A {@link WorldStore} in memory, for tests and Node.
 *
 * @example
 * const store = memoryWorldStore()
 * syncWorld(backend, { store })
 */
export function memoryWorldStore(initial?: SavedWorld): WorldStore & { writes: number } {
  let world = initial && structuredClone(initial)
  const store = {
    writes: 0,
    read: async () => world && structuredClone(world),
    write: async (next: SavedWorld) => {
      world = structuredClone(next)
      store.writes += 1
    },
    clear: async () => void (world = undefined),
  }
  return store
}
