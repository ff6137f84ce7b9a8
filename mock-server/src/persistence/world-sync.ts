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
  /**
   * At most one write per this many ms: a change is written at once (a reload right after it
   * keeps it), further changes within the window in one write at its end. Default 100 ms.
   */
  debounceMs?: number
  /** Called once a state posted by another tab is loaded (the page may re-read its tenant). */
  onRemoteLoad?: () => void
}

/** What {@link syncWorld} returns. */
export interface WorldSync {
  /** Call after every handled request: posts and saves the state if it changed. */
  changed(): void
  /** Writes a pending save now. */
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
  typeof data === 'object' && data !== null && (data as StateMessage).kind === 'playfront-mock-state'

/**
 * Keeps a backend's world in a store (at most one write per `debounceMs`) and shared with other
 * tabs: a change in one tab is posted whole to the others, which load it, so their next call
 * sees it. The last change wins.
 *
 * @example
 * const sync = syncWorld(backend, { store: indexedDbWorldStore(), channel: new BroadcastChannel('playfront-mock') })
 * worker.events.on('response:mocked', () => sync.changed())
 */
export function syncWorld(backend: MockBackend, options: WorldSyncOptions): WorldSync {
  const { store, channel, debounceMs = 100, onRemoteLoad } = options
  const self = Math.random().toString(36).slice(2)
  let seen = worldRevision(backend)
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastWrite = -Infinity
  let writing: Promise<void> = Promise.resolve()
  let stopped = false

  const write = () => {
    timer = undefined
    lastWrite = Date.now()
    const world = savedWorld(backend.snapshot())
    writing = writing.then(() => store.write(world)).catch((error: unknown) => console.warn('Mock: saving the world failed', error))
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
      .catch((error: unknown) => console.warn('Mock: another tab sent a state that does not load', error))
  })

  return {
    changed() {
      if (stopped || !backend.isReady) return
      const now = worldRevision(backend)
      if (now === seen) return
      seen = now
      channel?.postMessage({ kind: 'playfront-mock-state', from: self, state: backend.snapshot() } satisfies StateMessage)
      if (timer) return
      const wait = lastWrite + debounceMs - Date.now()
      if (wait <= 0) void write()
      else timer = setTimeout(write, wait)
    },
    flush() {
      if (!timer) return writing
      clearTimeout(timer)
      return write()
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      channel?.close()
    },
  }
}
