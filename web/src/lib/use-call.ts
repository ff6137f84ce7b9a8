import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { usePageAnswer } from './page-answers.tsx'
import { stateOf, type CallState, type Outcome } from './outcome.ts'

/**
 * Runs `load` whenever `key` changes and keeps only the answer of the latest key, so a quick
 * change of filter never shows the games of the one before.
 *
 * `ready` is the first answer when it is already in hand (a prefetch that has settled): the first
 * render draws it instead of a loading state and a second render one frame later. `load` still
 * runs for that first key, so a prefetch hands its answer over, but the answer is not drawn twice.
 *
 * An answer the page was given under `key` (its route's loader data: the server's calls, a
 * prerendered page's payload; see `page-answers.tsx`) is drawn in the first render too, and then
 * `load` does not run at all: the page already shows what the backend said.
 */
export function useCall<T>(
  key: string,
  load: () => Promise<Outcome<T>>,
  ready?: NoInfer<Outcome<T>>,
): { state: CallState<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0)
  const fullKey = `${key}#${attempt}`
  const given = usePageAnswer<T>(key)
  const [handed] = useState(() => (ready ? undefined : given.answer))
  const [result, setResult] = useState<{ key: string; state: CallState<T> }>(() => {
    const first = ready ?? handed
    return first
      ? { key: fullKey, state: stateOf(first) }
      : { key: '', state: { status: 'loading' } }
  })
  const drawn = useRef(ready ? fullKey : '')
  const fromHandOver = useRef(handed ? fullKey : '')
  // The key names the call; callers pass a fresh `load` closure on every render.
  const start = useEffectEvent(load)
  const markShown = useEffectEvent(given.shown)
  useEffect(() => {
    let current = true
    const alreadyDrawn = drawn.current === fullKey
    drawn.current = ''
    if (fromHandOver.current === fullKey) {
      fromHandOver.current = ''
      markShown()
      return
    }
    void start().then((outcome) => {
      if (current && !alreadyDrawn) setResult({ key: fullKey, state: stateOf(outcome) })
    })
    return () => {
      current = false
    }
  }, [fullKey, key])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { state: result.key === fullKey ? result.state : { status: 'loading' }, reload }
}
