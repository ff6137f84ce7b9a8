import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockBackend, type MockBackend } from '../backend.ts'
import { largeState } from '../testing/large-state.ts'
import { memoryWorldStore } from './memory-store.ts'
import { readSavedState, type SavedWorld } from './saved-world.ts'
import { syncWorld, type WorldSync } from './world-sync.ts'

const demo = 'localhost|demo'
const balanceOf = (backend: MockBackend) => backend.tables.players.get(demo)?.game_balance_minor
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5))
}

let syncs: WorldSync[] = []
afterEach(() => {
  for (const sync of syncs) sync.stop()
  syncs = []
})

async function tab(store = memoryWorldStore(), channelName = `world-${Math.random()}`) {
  const backend = createMockBackend()
  await backend.ready()
  const sync = syncWorld(backend, { store, channel: new BroadcastChannel(channelName) })
  syncs.push(sync)
  return { backend, sync, store }
}

describe('syncWorld', () => {
  // Two loads of 130,000 ledger rows into @msw/data collections: seconds each on a busy machine.
  it(
    'keeps a world of a long week (130,000 ledger rows) and the next start loads it whole',
    {
      timeout: 120_000,
    },
    async () => {
      const { backend, sync, store } = await tab()
      await backend.load(await largeState({ players: 2_000, ledgerRows: 130_000 }))
      await backend.tables.players.update(demo, (p) => void (p.game_balance_minor = 777_700))
      sync.changed()
      await until(() => store.writes === 1)
      const next = createMockBackend({ initialState: await readSavedState(store) })
      await next.ready()
      expect(next.tables.ledger.size).toBe(130_000)
      expect(balanceOf(next)).toBe(777_700)
    },
  )

  it('saves a change so that the next start loads it, clock and scenarios included', async () => {
    const { backend, sync, store } = await tab()
    await backend.tables.players.update(demo, (p) => void (p.game_balance_minor = 432_100))
    backend.clock.advance(60_000)
    backend.scenarios.push({ name: 'latency', ms: 50 } as never)
    sync.changed()
    await until(() => store.writes === 1)
    const state = await readSavedState(store)
    const next = createMockBackend({ initialState: state })
    await next.ready()
    expect(balanceOf(next)).toBe(432_100)
    expect(next.clock.offset()).toBe(60_000)
    expect(next.scenarios).toEqual([{ name: 'latency', ms: 50 }])
  })

  it('writes a change at once and the burst that came while it was written in one more write, right after it', async () => {
    const { backend, sync, store } = await tab()
    for (let i = 0; i < 5; i += 1) {
      backend.clock.advance(1_000)
      sync.changed()
    }
    await sync.flush()
    expect(store.writes).toBe(2)
    expect((await readSavedState(store))?.clock_offset_ms).toBe(5_000)
  })

  it('saves a change made during a write as soon as that write ends, with no timer to wait for', async () => {
    vi.useFakeTimers()
    try {
      const saved: SavedWorld[] = []
      let finishFirst = () => {}
      const store = memoryWorldStore()
      const slowFirstWrite = {
        ...store,
        write: (world: SavedWorld) => {
          saved.push(world)
          return saved.length === 1
            ? new Promise<void>((resolve) => (finishFirst = resolve))
            : Promise.resolve()
        },
      }
      const backend = createMockBackend()
      await backend.ready()
      const sync = syncWorld(backend, { store: slowFirstWrite })
      syncs.push(sync)
      backend.clock.advance(1_000)
      sync.changed()
      backend.clock.advance(1_000)
      sync.changed()
      expect(saved).toHaveLength(1)
      finishFirst()
      // A page being unloaded runs no timers: the owed write must follow the first one by itself.
      await vi.advanceTimersByTimeAsync(0)
      expect(saved.map((world) => world.state.clock_offset_ms)).toEqual([1_000, 2_000])
    } finally {
      vi.useRealTimers()
    }
  })

  it('writes nothing when a call changed nothing', async () => {
    const { sync, store } = await tab()
    sync.changed()
    await sync.flush()
    expect(store.writes).toBe(0)
  })

  it('shows a change made in one tab to the other tab, which does not post it back', async () => {
    const channel = `world-${Math.random()}`
    const one = await tab(memoryWorldStore(), channel)
    const two = await tab(memoryWorldStore(), channel)
    await one.backend.tables.players.update(demo, (p) => void (p.game_balance_minor = 77_700))
    one.sync.changed()
    await until(() => balanceOf(two.backend) === 77_700)
    two.sync.changed()
    await two.sync.flush()
    expect(two.store.writes).toBe(0)
  })
})
