import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from '@playwright/test'
import { isVisualFlow, type FlowName } from './matrix.ts'
import { watchReactWork } from './steps/react-work.ts'

/** The window every check's page opens with (a desktop's; the visual cells narrow it to a phone). */
export const checkViewport = { width: 1280, height: 800 } as const

/**
 * Flows that drive the page's clock (the time-limit faults, the reality check). Playwright's
 * clock, once installed, stays with its browser context and keeps any jump forward, so these
 * checks share a kept page of their own whose clock is set back to the real time before each.
 * (The visual cells freeze the clock at one moment, the same for all, in theirs.)
 */
export const clockFlows: ReadonlySet<FlowName> = new Set<FlowName>([
  'reality-check',
  'jackpot',
  'fault-hang',
  'fault-dribble',
])

/** Which page a check runs in: a context of its own (a retry, traced), or one the worker keeps. */
export type PageKind = 'own' | KeptKind
export type KeptKind = 'kept' | 'kept-clock' | 'kept-visual'

export function pageKindOf(flow: FlowName, retry: number): PageKind {
  if (retry > 0) return 'own'
  if (clockFlows.has(flow)) return 'kept-clock'
  return isVisualFlow(flow) ? 'kept-visual' : 'kept'
}

/**
 * A browser context for checks: the check's window, and the site's React watched
 * (steps/react-work.ts) so that waits for a quiet page follow it.
 */
export async function newCheckContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // QA's flows check the site online: the service worker (its own e2e specs) stays out.
  const context = await browser.newContext({
    viewport: checkViewport,
    serviceWorkers: 'block',
    ...options,
  })
  await watchReactWork(context)
  return context
}

/**
 * A page a worker keeps from check to check. A fresh browser context per check starts a new
 * renderer process, which then compiles the site's scripts and styles again (a login check cost
 * 0.64 CPU-s on a kept page against 0.98 in a fresh context, measured alone on this machine). A
 * kept page loads each check's first page in the renderer it already has, with the site's files
 * in its caches, and is emptied between checks as a new visitor's would be: the previous
 * document unloaded, then the cookies, local and session storage and IndexedDB of every origin
 * it visited cleared (check-pages.slow.test.ts). A check that fails ends its worker, so the next starts a new kept page.
 */
export class KeptPage {
  private readonly visited = new Set<string>()
  readonly kind: KeptKind
  readonly context: BrowserContext
  readonly page: Page
  private readonly cdp: CDPSession

  private constructor(kind: KeptKind, context: BrowserContext, page: Page, cdp: CDPSession) {
    this.kind = kind
    this.context = context
    this.page = page
    this.cdp = cdp
    // Every origin a check takes the page to is emptied before the next check.
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url())
      if (origin.startsWith('http')) this.visited.add(origin)
    })
  }

  static async open(browser: Browser, kind: KeptKind): Promise<KeptPage> {
    // The visual cells all freeze the page's clock at the same moment and reduce motion: set once
    // for their kept page (the flow sets both again, which changes nothing).
    const context = await newCheckContext(
      browser,
      kind === 'kept-visual' ? { reducedMotion: 'reduce' } : {},
    )
    const page = await context.newPage()
    return new KeptPage(kind, context, page, await context.newCDPSession(page))
  }

  /** The page as a new visitor would find it: nothing of the previous check is left. */
  async empty(): Promise<void> {
    await this.page.goto('about:blank')
    for (const origin of this.visited)
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    this.visited.clear()
    await this.context.clearCookies()
    await this.page.setViewportSize(checkViewport)
    // The last check may have jumped the clock forward: this one starts at the real time.
    if (this.kind === 'kept-clock') {
      await this.page.clock.install()
      await this.page.clock.setSystemTime(new Date())
    }
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}
