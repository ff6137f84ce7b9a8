import { breakpoints, isBreakpointName } from './breakpoints.ts'
import { readCookie } from './cookies.ts'
import { deviceInfo } from './device-info.ts'
import { crossesToBrowser } from './handover.ts'
import { perVisit } from './per-visit.ts'
import { viewportCookie } from './watch-viewport.ts'

const visit = perVisit(() => ({ width: null as number | null }))

/**
 * The screen width the server draws a page for, and the browser hydrates with before it looks at
 * its own: the layout's markup differs between phone and desktop, and both sides must agree.
 */
export function setDrawnWidth(width: number): void {
  visit().width = width
}

export function drawnWidth(): number | null {
  return visit().width
}

crossesToBrowser('drawnWidth', () => visit().width ?? undefined, setDrawnWidth)

// Widths typical of each kind of device, for a first visit that has no viewport cookie yet.
const widthByDevice = { mobile: 375, tablet: 768, desktop: 1280 }

/**
 * The server's best guess of the visitor's screen: the breakpoint the site last saw (the
 * viewport cookie of spec section 9), else the kind of device the browser says it is (the
 * Sec-CH-UA-Mobile hint, which Chromium sends with every request, or the User-Agent).
 */
export function guessWidth(cookieHeader: string, userAgent: string, mobileHint?: string): number {
  const seen = readCookie(viewportCookie, cookieHeader)
  if (isBreakpointName(seen)) return breakpoints[seen]
  const device = deviceInfo(userAgent)
  if (mobileHint === '?1' || device.isMobile) return widthByDevice.mobile
  return device.isTablet ? widthByDevice.tablet : widthByDevice.desktop
}

/** Whether a `(min-width: Npx)` query holds at the drawn width (true when none was drawn). */
export function matchesDrawnWidth(query: string): boolean {
  const width = visit().width
  const min = /min-width:\s*(\d+)px/.exec(query)?.[1]
  return width === null || min === undefined || width >= Number(min)
}
