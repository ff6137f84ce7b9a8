import { useCallback, useEffect, useEffectEvent, useState } from 'react'

export type CallState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string }
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string }
type Answer = { statusCode: number; statusMessage?: string }

/** A failed call keeps its status message, so a screen shows an error state, never an empty list. */
export function outcomeOf<A extends Answer, T>(
  answer: A,
  pick: (success: Extract<A, { statusCode: 1 }>) => T,
): Outcome<T> {
  if (answer.statusCode !== 1) return { ok: false, message: answer.statusMessage ?? '' }
  return { ok: true, value: pick(answer as Extract<A, { statusCode: 1 }>) }
}

/**
 * Runs `load` whenever `key` changes and keeps only the answer of the latest key, so a quick
 * change of filter never shows the games of the one before.
 */
export function useCall<T>(
  key: string,
  load: () => Promise<Outcome<T>>,
): { state: CallState<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; state: CallState<T> }>({
    key: '',
    state: { status: 'loading' },
  })
  const fullKey = `${key}#${attempt}`
  // The key names the call; callers pass a fresh `load` closure on every render.
  const start = useEffectEvent(load)
  useEffect(() => {
    let current = true
    void start().then((outcome) => {
      if (!current) return
      setResult({
        key: fullKey,
        state: outcome.ok
          ? { status: 'ready', value: outcome.value }
          : { status: 'failed', message: outcome.message },
      })
    })
    return () => {
      current = false
    }
  }, [fullKey])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state: result.key === fullKey ? result.state : { status: 'loading' }, reload }
}
