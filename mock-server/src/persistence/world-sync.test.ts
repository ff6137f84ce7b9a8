import { afterEach, describe, expect, it } from 'vitest'
import { createMockBackend, type MockBackend } from '../backend.ts'
import { memoryWorldStore } from './memory-store.ts'
import { readSavedState } from './saved-world.ts'
import { syncWorld, type WorldSync } from './world-sync.ts'

const demo = 'localhost|demo'
const balanceOf = (backend: MockBackend) => backend.tables.players.get(demo)?.game_balance
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
  const sync = syncWorld(backend, { store, channel: new BroadcastChannel(channelName), debounceMs: 10 })
  syncs.push(sync)
  return { backend, sync, store }
}

describe('syncWorld', () => {
  it('saves a change so that the next start loads it, clock and scenarios included', async () => {
    const { backend, sync, store } = await tab()
    await backend.tables.players.update(demo, (p) => void (p.game_balance = 4321))
    backend.clock.advance(60_000)
    backend.scenarios.push({ name: 'latency', ms: 50 } as never)
    sync.changed()
    await until(() => store.writes === 1)
    const state = await readSavedState(store)
    const next = createMockBackend({ initialState: state })
    await next.ready()
    expect(balanceOf(next)).toBe(4321)
    expect(next.clock.offset()).toBe(60_000)
    expect(next.scenarios).toEqual([{ name: 'latency', ms: 50 }])
  })

  it('writes a change at once and a burst of further changes in one more write', async () => {
    const { backend, sync, store } = await tab()
    for (let i = 0; i < 5; i += 1) {
      backend.clock.advance(1_000)
      sync.changed()
    }
    await until(() => store.writes === 2)
    await new Promise((r) => setTimeout(r, 30))
    expect(store.writes).toBe(2)
    expect((await readSavedState(store))?.clock_offset_ms).toBe(5_000)
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
    await one.backend.tables.players.update(demo, (p) => void (p.game_balance = 777))
    one.sync.changed()
    await until(() => balanceOf(two.backend) === 777)
    two.sync.changed()
    await two.sync.flush()
    expect(two.store.writes).toBe(0)
  })
})
