import type { RouteRule } from '../../route-rules.ts'

/** What the build writes into index.html (see vite/boot-data-plugin.ts). */
export type BootData = {
  config: { apiBaseUrl: string }
  buildId: string
  routeRules: Record<string, RouteRule>
  /**
   * What a first paint needs, by page (`x` for the route `/x`, `home` for `/`) and by language
   * (`messages`: the first paint's, `screens`: every other screen's), as indexes into `files`.
   */
  preload: {
    files: string[]
    messages: Record<string, number[]>
    screens: Record<string, number[]>
    pages: Record<string, number[]>
    /** The layout chunk and palette stylesheet of each theme code, asked for once startup names it. */
    looks: Record<string, number[]>
  }
  /** The home page's calls (app/pages/home-requests.ts), made once startup answers. */
  home: Record<string, { path: string; body: Record<string, unknown> }>
  earlyStartup: boolean
  /** The preloader's label in each language, for the preloader index.html paints at once. */
  loading: Record<string, string>
}

let read: BootData | null | undefined

/** The server reads the block once from the built index.html; it is the same for every tenant. */
export function setBootData(data: BootData): void {
  read = data
}

/** The page's boot block, or null where there is none (unit tests, an old index.html). */
export function bootData(): BootData | null {
  if (read === undefined) {
    const text = document.getElementById('site-boot')?.textContent
    read = text ? (JSON.parse(text) as BootData) : null
  }
  return read
}

/** The startup answer the inline script asked for while the HTML was parsed, taken once. */
export function takeEarlyStartup(): Promise<unknown> | undefined {
  const early = window as unknown as { siteStartup?: Promise<unknown> }
  const answer = early.siteStartup
  early.siteStartup = undefined
  return answer
}

/**
 * The home page's answers the inline script asked for once its startup call answered: a call's
 * JSON by name, or undefined when it asked for none (another page, a failed startup, maintenance).
 * Taken once.
 */
export function takeEarlyHome(): Promise<Record<string, Promise<unknown>> | undefined> | undefined {
  const early = window as unknown as {
    siteHome?: Promise<Record<string, Promise<unknown>> | undefined>
  }
  const answers = early.siteHome
  early.siteHome = undefined
  return answers
}
