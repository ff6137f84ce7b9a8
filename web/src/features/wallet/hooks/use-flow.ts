import { useCallback, useRef, useState } from 'react'

/**
 * Holds a flow's state and applies events synchronously through a ref, so two clicks in the same
 * frame see the first click's step: `send` answers false when the event did not fit.
 */
export function useFlow<S, E>(
  next: (state: S, event: E) => S,
  initial: S,
): [S, (event: E) => boolean, () => S] {
  const current = useRef(initial)
  const [state, setState] = useState(initial)
  const send = useCallback(
    (event: E) => {
      const after = next(current.current, event)
      if (after === current.current) return false
      current.current = after
      setState(after)
      return true
    },
    [next],
  )
  const peek = useCallback(() => current.current, [])
  return [state, send, peek]
}
