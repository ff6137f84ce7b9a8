import { describe, expect, it, vi } from 'vitest'
import { createMockBackend } from './backend.ts'
import { tableNames } from './db/database.ts'
import { buildSeedState } from './seed/seed.ts'

/** The whole state but the clock, as JSON: what a reset must bring back. */
const world = (backend: ReturnType<typeof createMockBackend>) =>
  JSON.stringify({ ...backend.snapshot(), clock_offset_ms: 0 })

describe('a reset of the mock backend (decision 051)', () => {
  it('brings back the seed whatever changed: writes, records changed in place, clock and scenarios', async () => {
    const backend = createMockBackend()
    await backend.ready()
    const seeded = world(backend)
    const seed = await buildSeedState()
    expect(JSON.parse(seeded).players).toEqual(seed.players)

    await backend.tables.players.update('localhost|demo', (draft) => {
      draft.game_balance_minor += 100
    })
    backend.tables.games.all()[0]!.game_name = 'changed in place'
    await backend.tables.sessions.insert({
      token: 't',
      domain_name: 'localhost',
      account_id: 'demo',
      created_at: 0,
      expires_at: 1,
    })
    backend.tables.tenants.delete('localhost')
    await backend.clock.advance(60_000)
    backend.scenarios.push({ name: 'maintenance' })
    expect(world(backend)).not.toBe(seeded)

    await backend.reset()
    expect(world(backend)).toBe(seeded)
    expect(backend.clock.offset()).toBe(0)
    expect(backend.scenarios).toEqual([])
    expect(backend.tenantByHost('localhost')?.domain_name).toBe('localhost')
  })

  it('loads again only the tables that changed, and leaves the others as they are', async () => {
    const backend = createMockBackend()
    await backend.ready()
    const before = Object.fromEntries(tableNames.map((n) => [n, backend.tables[n].collection]))
    await backend.tables.players.update('localhost|demo', (draft) => {
      draft.game_balance_minor += 100
    })
    backend.tables.games.all()[0]!.game_name = 'changed in place'
    await backend.reset()
    const reloaded = tableNames.filter((n) => backend.tables[n].collection !== before[n])
    expect(reloaded).toEqual(['players', 'games'])
  })

  it('loads again a table written while it filled the others, so the write does not outlive it', async () => {
    const backend = createMockBackend()
    await backend.ready()
    const seeded = world(backend)
    await backend.tables.players.update('localhost|demo', (draft) => {
      draft.game_balance_minor += 100
    })
    const players = backend.tables.players
    const stage = players.stageLoad.bind(players)
    vi.spyOn(players, 'stageLoad').mockImplementation(async (records) => {
      const staged = await stage(records)
      // A call that lands while the reset fills the players' table: it writes a table kept so far.
      await backend.tables.games.update(backend.tables.games.first()!.game_code, (draft) => {
        draft.game_name = 'written during the reset'
      })
      return staged
    })
    await backend.reset()
    expect(world(backend)).toBe(seeded)
  })

  it('hands out again the serials reserved since, in a table it left as it was', async () => {
    const backend = createMockBackend()
    await backend.ready()
    const first = backend.nextId('inbox')
    expect(backend.nextId('inbox')).toBe(first + 1)
    await backend.reset()
    expect(backend.nextId('inbox')).toBe(first)
  })

  it('loads every table again after a state other than the seed was loaded', async () => {
    const backend = createMockBackend()
    await backend.ready()
    const seeded = world(backend)
    const state = backend.snapshot()
    state.games = state.games.slice(1)
    await backend.load(state)
    const before = Object.fromEntries(tableNames.map((n) => [n, backend.tables[n].collection]))
    await backend.reset()
    expect(tableNames.filter((n) => backend.tables[n].collection === before[n])).toEqual([])
    expect(world(backend)).toBe(seeded)
  })
})
