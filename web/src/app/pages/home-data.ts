import { perVisit } from '../../lib/per-visit.ts'
import { useCall } from '../../lib/use-call.ts'
import { type Outcome } from '../../lib/outcome.ts'
import type { HomeCall } from './home-requests.ts'

const asked = perVisit(() => ({
  early: new Map<HomeCall, Promise<Outcome<unknown>>>(),
  settled: new Map<HomeCall, Outcome<unknown>>(),
}))

/** A home list asked for ahead of the page (home-prefetch.ts), for its first render to take. */
export function ask<T>(key: HomeCall, answer: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const { early, settled } = asked()
  early.set(key, answer)
  void answer.then((outcome) => {
    if (early.get(key) === answer) settled.set(key, outcome)
  })
  return answer
}

/** The prefetched answer the first time a call is made, a fresh call after that (a retry, a revisit). */
export function homeCall<T>(
  key: HomeCall,
  load: () => Promise<Outcome<T>>,
): () => Promise<Outcome<T>> {
  return () => {
    const { early, settled } = asked()
    const answer = early.get(key) as Promise<Outcome<T>> | undefined
    early.delete(key)
    settled.delete(key)
    return answer ?? load()
  }
}

/**
 * `useCall` for one of the home page's lists: the prefetched answer the first time, drawn in the
 * page's first render when it has already arrived (no loading frame before the banners and games).
 */
export function useHomeCall<T>(key: HomeCall, load: () => Promise<Outcome<T>>) {
  return useCall(key, homeCall(key, load), asked().settled.get(key) as Outcome<T> | undefined)
}
