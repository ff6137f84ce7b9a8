import { describe, expect, it, vi } from 'vitest'
import type { MockState } from '../db/database.ts'
import { seedState } from '../seed/seed.ts'
import { version1State } from '../testing/version-1-state.ts'
import { memoryWorldStore } from './memory-store.ts'
import { readSavedState, savedWorld, type SavedWorld, type WorldStore } from './saved-world.ts'

const seeded = async () => savedWorld(await seedState())

describe('readSavedState', () => {
  it('loads a world saved with this seed and state schema', async () => {
    const world = await seeded()
    world.state.clock_offset_ms = 5_000
    const note = vi.fn()
    const state = await readSavedState(memoryWorldStore(world), note)
    expect(state?.clock_offset_ms).toBe(5_000)
    expect(note).not.toHaveBeenCalled()
  })

  it('loads a world saved before money was held in minor units, with the same balances', async () => {
    const world = await seeded()
    // What a browser kept from before: state schema 1, and the seed's fingerprint of that time.
    const old = {
      ...world,
      schema: 1,
      seed: 'a6c7e065',
      state: version1State(world.state) as unknown as MockState,
    }
    const note = vi.fn()
    const state = await readSavedState(memoryWorldStore(old), note)
    expect(note).not.toHaveBeenCalled()
    const demo = state?.players.find(
      (p) => p.domain_name === 'localhost' && p.account_id === 'demo',
    )
    expect(demo?.game_balance_minor).toBe(152_075)
    expect(state?.version).toBe(2)
  })

  it('starts from nothing, silently, when nothing was saved', async () => {
    const note = vi.fn()
    expect(await readSavedState(memoryWorldStore(), note)).toBeUndefined()
    expect(note).not.toHaveBeenCalled()
  })

  const rows: [string, (w: SavedWorld) => WorldStore, RegExp][] = [
    ['another seed', (w) => memoryWorldStore({ ...w, seed: '00000000' }), /another seed/],
    ['another state schema', (w) => memoryWorldStore({ ...w, schema: 3 }), /another state schema/],
    [
      'state schema 1 from another seed',
      (w) => memoryWorldStore({ ...w, schema: 1, seed: '00000000' }),
      /another seed/,
    ],
    [
      'a state that does not validate',
      (w) => memoryWorldStore({ ...w, state: { ...w.state, players: [{ nope: 1 }] } as never }),
      /not a valid state \(players\.0/,
    ],
    [
      'a store that cannot be read',
      () => ({ ...memoryWorldStore(), read: () => Promise.reject(new Error('blocked')) }),
      /could not be read \(Error: blocked\)/,
    ],
  ]
  it.each(rows)('falls back to the seed with a console note on %s', async (_name, store, why) => {
    const note = vi.fn()
    expect(await readSavedState(store(await seeded()), note)).toBeUndefined()
    expect(note).toHaveBeenCalledWith(expect.stringMatching(why))
  })
})
