import { isSuccess } from '@playfront/contract/success'
/** What a screen is showing of a call: still waiting, its value, or why it failed. */
export type CallState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string }
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }
type Answer = { statusCode: number; statusMessage?: string }

/** A failed call keeps its status message, so a screen shows an error state, never an empty list. */
export function outcomeOf<A extends Answer, T>(
  answer: A,
  pick: (success: Extract<A, { statusCode: 1 }>) => T,
): Outcome<T> {
  if (!isSuccess(answer)) return { ok: false, message: answer.statusMessage ?? '' }
  return { ok: true, value: pick(answer) }
}

/** What a screen shows for an outcome. */
export function stateOf<T>(outcome: Outcome<T>): CallState<T> {
  return outcome.ok
    ? { status: 'ready', value: outcome.value }
    : { status: 'failed', message: outcome.message }
}
