import type { SavedWorld, WorldStore } from './saved-world.ts'

const storeName = 'world'
const key = 'current'

function request<T>(
  run: (store: IDBObjectStore) => IDBRequest<T>,
  db: IDBDatabase,
  mode: IDBTransactionMode,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = run(db.transaction(storeName, mode).objectStore(storeName))
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, 1)
    req.onupgradeneeded = () => req.result.createObjectStore(storeName)
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
  })
}

/**
 * A {@link WorldStore} in the origin's IndexedDB, so every tab of one host shares it and each
 * host (tenant) keeps its own. The state is stored as a structured clone, not as JSON text.
 *
 * @example
 * const store = indexedDbWorldStore()
 * await store.write(savedWorld(backend.snapshot()))
 */
export function indexedDbWorldStore(name = 'playfront-mock'): WorldStore {
  let db: Promise<IDBDatabase> | undefined
  const connection = () => (db ??= open(name))
  return {
    read: async () =>
      (await request(
        (s) => s.get(key) as IDBRequest<SavedWorld | undefined>,
        await connection(),
        'readonly',
      )) ?? undefined,
    write: async (world) =>
      void (await request((s) => s.put(world, key), await connection(), 'readwrite')),
    clear: async () => void (await request((s) => s.delete(key), await connection(), 'readwrite')),
  }
}
