import { useEffect } from 'react'
import type { BreakpointName } from '../lib/breakpoints.ts'
import { watchViewport } from '../lib/watch-viewport.ts'

/** `remember` stores the name (the app passes a cookie writer; see site-effects). */
export function useViewportWatch(
  onChange: (name: BreakpointName) => void,
  remember: (name: BreakpointName) => void,
): void {
  useEffect(
    () =>
      watchViewport((name) => {
        onChange(name)
        remember(name)
      }),
    [onChange, remember],
  )
}
