import { LRUCache } from 'lru-cache'

/** How an answer was found: kept and fresh, kept but revalidating, drawn now, or drawn for another visitor. */
export type CacheResult = 'hit' | 'stale' | 'miss' | 'joined'

export type PageCacheOptions<V> = {
  /** A kept answer is served as it is for this long. */
  freshMs: number
  /** …then for this long more while one render replaces it (stale-while-revalidate). */
  staleMs: number
  /** Bytes of answers kept at most; the least recently used go first. */
  maxBytes: number
  sizeOf(value: V): number
  /** Whether a drawn answer may be kept (a guest's page, not an error). */
  keep(value: V): boolean
  /**
   * What the kept answers were drawn from: when it changes (a new build, a tenant the mock says
   * has changed), nothing kept before is served again.
   */
  revision(): string
  now?: () => number
}

type Entry<V> = { value: V; at: number; revision: string }

/**
 * Answers kept by key, with one render per key at a time: visitors who ask for a key while it is
 * being drawn wait for that render instead of starting their own, and a kept answer past its
 * fresh time is served while one render replaces it.
 *
 * @example
 * const cache = createPageCache({ freshMs: 30_000, staleMs: 30_000, maxBytes: 64 << 20, sizeOf, keep, revision: () => buildId })
 * const { value, result } = await cache.get(key, () => draw(request))
 */
export function createPageCache<V>(options: PageCacheOptions<V>) {
  const now = options.now ?? Date.now
  const kept = new LRUCache<string, Entry<V>>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
  })
  const drawing = new Map<string, Promise<V>>()

  function draw(key: string, revision: string, make: () => Promise<V>): Promise<V> {
    const id = `${revision}\n${key}`
    const underWay = drawing.get(id)
    if (underWay) return underWay
    const drawn = make()
      .then((value) => {
        if (options.keep(value) && revision === options.revision())
          kept.set(key, { value, at: now(), revision })
        return value
      })
      .finally(() => drawing.delete(id))
    drawing.set(id, drawn)
    return drawn
  }

  return {
    async get(key: string, make: () => Promise<V>): Promise<{ value: V; result: CacheResult }> {
      const revision = options.revision()
      const entry = kept.get(key)
      if (entry && entry.revision === revision) {
        const age = now() - entry.at
        if (age < options.freshMs) return { value: entry.value, result: 'hit' }
        if (age < options.freshMs + options.staleMs) {
          // The next visitor gets the new answer; a failed render leaves the kept one in place.
          draw(key, revision, make).catch(() => {})
          return { value: entry.value, result: 'stale' }
        }
      }
      const joined = drawing.has(`${revision}\n${key}`)
      return { value: await draw(key, revision, make), result: joined ? 'joined' : 'miss' }
    },
    /** How many answers are kept, and their bytes. */
    get size() {
      return { entries: kept.size, bytes: kept.calculatedSize }
    },
    clear(): void {
      kept.clear()
    },
  }
}

export type PageCache<V> = ReturnType<typeof createPageCache<V>>
