import type { Plugin } from 'vite'
import { breakpoints, type BreakpointName } from '../src/lib/breakpoints.ts'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * Custom media queries for every breakpoint of lib/breakpoints.ts: `(--from-tablet)` is
 * `(min-width: 768px)` and `(--below-tablet)` is `(max-width: 767px)`. They are the
 * `@custom-media` names a stylesheet would declare, declared once here from the module the
 * scripts read, so CSS and TypeScript cannot disagree on a width.
 */
export const breakpointMedia: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.entries(breakpoints) as [BreakpointName, number][]).flatMap(([name, px]) => [
    [`--from-${kebab(name)}`, `(min-width: ${px}px)`],
    [`--below-${kebab(name)}`, `(max-width: ${px - 1}px)`],
  ]),
)

const customMedia = /\((--[a-z-]+)\)/g

/** Replaces the custom media of `@media` preludes; an unknown name fails the build. */
export function expandBreakpointMedia(css: string, file = 'a stylesheet'): string {
  return css.replace(/@media[^{]*\{/g, (prelude) =>
    prelude.replace(customMedia, (_, name: string) => {
      const query = breakpointMedia[name]
      if (!query) throw new Error(`${file}: unknown breakpoint media (${name})`)
      return query
    }),
  )
}

// Before Vite's own CSS step, so dev, build and the minifier see plain media queries.
export function breakpointMediaPlugin(): Plugin {
  return {
    name: 'playfront:breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('(--')) return null
      return { code: expandBreakpointMedia(code, id), map: null }
    },
  }
}
