import { mockStateSchema, type MockState } from '../db/database.ts'
import { stateVersion } from '../db/state-migration.ts'
import { seedFingerprint } from '../seed/seed-version.ts'

/** What a {@link WorldStore} keeps: the state plus the versions it was made with. */
export interface SavedWorld {
  /** `version` of the state schema (MockState.version). */
  schema: number
  /** The seed's fingerprint (seed-version.ts). */
  seed: string
  saved_at: string
  state: MockState
}

/** Where the browser keeps the mock's world between reloads (IndexedDB; a Map in tests). */
export interface WorldStore {
  read(): Promise<SavedWorld | undefined>
  write(world: SavedWorld): Promise<void>
  clear(): Promise<void>
}

const schemaVersion: MockState['version'] = stateVersion

// The seed of today written with an older state schema: its fingerprint differs only because the
// fields did, so a world saved from it is still today's world once migrated (state-migration.ts).
const sameSeedIn: Record<number, string> = { 1: 'a6c7e065' }

/**
 * Wraps a state with the versions it was made with, ready for {@link WorldStore.write}.
 *
 * @example
 * await store.write(savedWorld(backend.snapshot()))
 */
export function savedWorld(state: MockState, now = new Date()): SavedWorld {
  return { schema: schemaVersion, seed: seedFingerprint, saved_at: now.toISOString(), state }
}

/**
 * The saved state, if it was made with today's seed (in today's state schema, or an older one it
 * migrates from) and still validates.
 * Anything else answers undefined (start from the seed) and says why with `note`: a saved
 * world never crashes the start.
 *
 * @example
 * const state = await readSavedState(store)
 * createMockBackend({ initialState: state }) // undefined → the seed
 */
export async function readSavedState(
  store: WorldStore,
  note: (why: string) => void = console.info,
): Promise<MockState | undefined> {
  let saved: SavedWorld | undefined
  try {
    saved = await store.read()
  } catch (error) {
    note(`Mock: the saved world could not be read (${String(error)}); starting from the seed.`)
    return undefined
  }
  if (!saved) return undefined
  const known = saved.schema === schemaVersion || saved.schema in sameSeedIn
  const seed = saved.schema === schemaVersion ? seedFingerprint : sameSeedIn[saved.schema]
  if (!known || saved.seed !== seed) {
    note(
      `Mock: the saved world was made with another ${known ? 'seed' : 'state schema'}; starting from the new seed.`,
    )
    return undefined
  }
  const parsed = mockStateSchema.safeParse(saved.state)
  if (!parsed.success) {
    note(
      `Mock: the saved world is not a valid state (${parsed.error.issues[0]?.path.join('.')}); starting from the seed.`,
    )
    return undefined
  }
  return parsed.data
}
