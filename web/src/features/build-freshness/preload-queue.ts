export const preloadLimit = 4

/** Runs at most `limit` preloads at once, so route prefetching never starves the page's own requests. */
export function createPreloadQueue(limit = preloadLimit) {
  let running = 0
  const waiting: (() => void)[] = []

  const next = () => {
    if (running >= limit) return
    const start = waiting.shift()
    if (start) start()
  }

  return function preload<T>(load: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        running += 1
        load()
          .then(resolve, reject)
          .finally(() => {
            running -= 1
            next()
          })
      })
      next()
    })
  }
}
