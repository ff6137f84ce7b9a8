export const breakpoints = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const

export const templateBreakpoints = {
  template2Custom: 1200,
  template3Custom: 1200,
  template10Custom: 1200,
  template4Custom: 999,
  template6Custom: 999,
  template8Custom: 999,
  template9Custom: 999,
} as const

export type BreakpointName = keyof typeof breakpoints
export type TemplateBreakpointName = keyof typeof templateBreakpoints

export const defaultBreakpoint: BreakpointName = 'desktop'

const widestFirst = (Object.entries(breakpoints) as [BreakpointName, number][]).sort(
  ([, a], [, b]) => b - a,
)

export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`
}

/** Below the smallest breakpoint a screen is still a phone, so it counts as `mobile`. */
export function breakpointFromMedia(matches: (query: string) => boolean): BreakpointName {
  const hit = widestFirst.find(([, px]) => matches(minWidthQuery(px)))
  return hit ? hit[0] : 'mobile'
}

export function breakpointForWidth(width: number): BreakpointName {
  return breakpointFromMedia((query) => width >= Number(/\d+/.exec(query)?.[0]))
}

export function isBreakpointName(value: unknown): value is BreakpointName {
  return typeof value === 'string' && Object.hasOwn(breakpoints, value)
}
