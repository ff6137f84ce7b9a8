import type { MockBackend } from '../backend.ts'
import type { MockState } from '../db/database.ts'
import { savedWorld, type WorldStore } from './saved-world.ts'
import { worldRevision } from './world-revision.ts'

/** The part of BroadcastChannel the sync needs (a fake in tests). */
export interface WorldChannel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

/** Options of {@link syncWorld}. */
export interface WorldSyncOptions {
  store: WorldStore
  /** Other tabs of the same origin; each change is posted here and theirs are loaded. */
  channel?: WorldChannel
  /** Called once a state posted by another tab is loaded (the page may re-read its tenant). */
  onRemoteLoad?: () => void
}

/** What {@link syncWorld} returns. */
export interface WorldSync {
  /** Call after every handled request: posts and saves the state if it changed. */
  changed(): void
  /** Resolves once the write under way, and the one it owes to later changes, are done. */
  flush(): Promise<void>
  /** Stops listening and writing. */
  stop(): void
}

interface StateMessage {
  kind: 'playfront-mock-state'
  from: string
  state: MockState
}

const isStateMessage = (data: unknown): data is StateMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as StateMessage).kind === 'playfront-mock-state'

/**
 * Keeps a backend's world in a store and shared with other
 * tabs: a change in one tab is posted whole to the others, which load it, so their next call
 * sees it. The last change wins. A change is written at once; the changes that come while a write
 * runs go in one more write as soon as it ends. No timer holds a change back, so a reload right
 * after it keeps it (a write begun on `pagehide` may not finish).
 *
 * @example
 * const sync = syncWorld(backend, { store: indexedDbWorldStore(), channel: new BroadcastChannel('playfront-mock') })
 * worker.events.on('response:mocked', () => sync.changed())
 */
export function syncWorld(backend: MockBackend, options: WorldSyncOptions): WorldSync {
  const { store, channel, onRemoteLoad } = options
  const self = Math.random().toString(36).slice(2)
  let seen = worldRevision(backend)
  let writing: Promise<void> | undefined
  let pending = false
  let stopped = false

  const write = (): Promise<void> => {
    const world = savedWorld(backend.snapshot())
    writing = store
      .write(world)
      .catch((error: unknown) => console.warn('Mock: saving the world failed', error))
      .then(() => {
        writing = undefined
        if (!pending || stopped) return
        pending = false
        return write()
      })
    return writing
  }

  channel?.addEventListener('message', (event) => {
    if (stopped || !isStateMessage(event.data) || event.data.from === self) return
    void backend
      .load(event.data.state)
      .then(() => {
        seen = worldRevision(backend)
        onRemoteLoad?.()
      })
      .catch((error: unknown) =>
        console.warn('Mock: another tab sent a state that does not load', error),
      )
  })

  return {
    changed() {
      if (stopped || !backend.isReady) return
      const now = worldRevision(backend)
      if (now === seen) return
      seen = now
      channel?.postMessage({
        kind: 'playfront-mock-state',
        from: self,
        state: backend.snapshot(),
      } satisfies StateMessage)
      if (writing) pending = true
      else void write()
    },
    flush() {
      return writing ?? Promise.resolve()
    },
    stop() {
      stopped = true
      pending = false
      channel?.close()
    },
  }
}
