import { useEffect } from 'react'
import type { BreakpointName } from './breakpoints.ts'
import { watchViewport } from './watch-viewport.ts'

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
