import { useEffect } from 'react'
import type { BreakpointName } from '../lib/breakpoints.ts'
import { writeCookie } from '../lib/cookies.ts'
import { viewportCookie, watchViewport } from '../lib/watch-viewport.ts'

// The spec keeps the breakpoint in a cookie; a year, like the locale cookie.
const rememberViewport = (name: BreakpointName) =>
  writeCookie(viewportCookie, name, { maxAgeDays: 365 })

export function useViewportWatch(onChange: (name: BreakpointName) => void): void {
  useEffect(
    () =>
      watchViewport((name) => {
        onChange(name)
        rememberViewport(name)
      }),
    [onChange],
  )
}
