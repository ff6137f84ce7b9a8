import pLimit from 'p-limit'

/** Thrown at once when as many renders as the gate holds are drawn and queued: the server sheds the request. */
export class Overloaded extends Error {
  constructor() {
    super('Too many pages are being drawn')
    this.name = 'Overloaded'
  }
}

/**
 * At most `concurrency` renders at a time and `maxQueued` waiting for a turn; one more is refused
 * at once (Overloaded) rather than queued behind work that would make it, and every page after
 * it, too late.
 *
 * @example
 * const gate = createRenderGate({ concurrency: 8, maxQueued: 64 })
 * const page = await gate.run(() => renderVisit(request)) // or throws Overloaded
 */
export function createRenderGate(options: { concurrency: number; maxQueued: number }) {
  const limit = pLimit(options.concurrency)
  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      if (limit.activeCount + limit.pendingCount >= options.concurrency + options.maxQueued)
        return Promise.reject(new Overloaded())
      return limit(render)
    },
    get inFlight(): number {
      return limit.activeCount
    },
    get queued(): number {
      return limit.pendingCount
    },
  }
}

export type RenderGate = ReturnType<typeof createRenderGate>
