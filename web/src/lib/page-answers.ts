import { perVisit } from './per-visit.ts'
import type { Outcome } from './use-call.ts'

/** A page's answers by the key its `useCall` gives them. */
export type PageAnswers = Record<string, Outcome<unknown>>

const answers = perVisit(() => new Map<string, Outcome<unknown>>())

/**
 * Answers a page's screens will ask for, already in hand: the server's, carried in the HTML it
 * rendered, or a prerendered page's `_payload.json`. The screen draws them in its first render
 * (the same markup the server sent, so hydration matches) and does not ask the backend again.
 */
export function handOver(given: PageAnswers): void {
  for (const [key, outcome] of Object.entries(given)) answers().set(key, outcome)
}

/** The answer handed over for `key`, left in place until a screen has shown it. */
export function handedOver<T>(key: string): Outcome<T> | undefined {
  return answers().get(key) as Outcome<T> | undefined
}

/** A screen showed the answer: a later screen with the same key (a revisit) asks afresh. */
export function takeHandedOver(key: string): boolean {
  return answers().delete(key)
}

/** Everything handed over and not yet shown, e.g. what the server puts in its HTML. */
export function handedOverAnswers(): PageAnswers {
  return Object.fromEntries(answers())
}
