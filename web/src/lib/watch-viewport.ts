import { breakpointFromMedia, type BreakpointName } from './breakpoints.ts'

export const resizeSettleMs = 50
export const viewportCookie = 'viewport'

type ViewportWindow = Pick<Window, 'matchMedia' | 'addEventListener' | 'removeEventListener'>

export function readBreakpoint(win: Pick<Window, 'matchMedia'>): BreakpointName {
  return breakpointFromMedia((query) => win.matchMedia(query).matches)
}

/** Re-reads the breakpoint once resizing has been quiet for 50 ms; returns the stop function. */
export function watchViewport(
  onChange: (name: BreakpointName) => void,
  win: ViewportWindow = window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let last = readBreakpoint(win)
  onChange(last)
  const onResize = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      const next = readBreakpoint(win)
      if (next === last) return
      last = next
      onChange(next)
    }, resizeSettleMs)
  }
  win.addEventListener('resize', onResize)
  return () => {
    clearTimeout(timer)
    win.removeEventListener('resize', onResize)
  }
}
