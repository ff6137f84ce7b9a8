import type { RouteRule } from '../../route-rules.ts'

/** The deployment's `public/config.json`, which one build reads at run time (README). */
export type RuntimeConfig = {
  /** The backend's origin; '' is the site's own. */
  apiBaseUrl: string
  /** The product domain the clientDomain cookie holds on a `.com.ph` host (spec section 9). */
  productDomain?: string
  /** The provider-logo code map (spec section 9): a provider code and its logo's URL. */
  providerLogos?: Record<string, string>
}

/** What the build writes into index.html (see vite/boot-data-plugin.ts). */
export type BootData = {
  config: RuntimeConfig
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
