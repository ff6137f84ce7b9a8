import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { isVisualFlow, type FlowName } from './matrix.ts'

/** The window every check's page opens with (a desktop's; the visual cells narrow it to a phone). */
export const checkViewport = { width: 1280, height: 800 } as const

/**
 * Flows that leave something in their browser context that cannot be taken back: an installed
 * page clock that runs (the time-limit faults, the reality check). Each of their checks gets a
 * browser context of its own, as does any check on its retry. (The visual cells' clock is
 * frozen at the same moment for all of them, so they share a kept page of their own.)
 */
export const ownContextFlows: ReadonlySet<FlowName> = new Set<FlowName>([
  'reality-check',
  'fault-hang',
  'fault-dribble',
])

/** Which page a check runs in: its own, or one of the worker's two kept pages. */
export type PageKind = 'own' | 'kept' | 'kept-visual'

export function pageKindOf(flow: FlowName, retry: number): PageKind {
  if (retry > 0 || ownContextFlows.has(flow)) return 'own'
  return isVisualFlow(flow) ? 'kept-visual' : 'kept'
}

/**
 * A page a worker keeps from check to check. A fresh browser context per check starts a new
 * renderer process, which then compiles the site's scripts and styles again (a login check cost
 * 0.64 CPU-s on a kept page against 0.98 in a fresh context, measured alone on this machine). A
 * kept page loads each check's first page in the renderer it already has, with the site's files
 * in its caches, and is emptied between checks as a new visitor's would be: the previous
 * document unloaded, then the cookies, local and session storage and IndexedDB of every origin
 * it visited cleared. A check that fails ends its worker, so the next starts a new kept page.
 */
export class KeptPage {
  private readonly visited = new Set<string>()
  readonly context: BrowserContext
  readonly page: Page
  private readonly cdp: CDPSession

  private constructor(context: BrowserContext, page: Page, cdp: CDPSession) {
    this.context = context
    this.page = page
    this.cdp = cdp
  }

  static async open(browser: Browser, visual: boolean): Promise<KeptPage> {
    // The visual cells all freeze the page's clock at the same moment and reduce motion: set once
    // for their kept page (the flow sets both again, which changes nothing).
    const context = await browser.newContext({
      viewport: checkViewport,
      ...(visual ? { reducedMotion: 'reduce' as const } : {}),
    })
    const page = await context.newPage()
    return new KeptPage(context, page, await context.newCDPSession(page))
  }

  /** The page as a new visitor would find it: nothing of the previous check is left. */
  async empty(): Promise<void> {
    this.noteOrigin()
    // Session storage belongs to the tab, and is only reachable from a document of its origin.
    await this.page.evaluate(() => sessionStorage.clear()).catch(() => undefined)
    await this.page.goto('about:blank')
    for (const origin of this.visited)
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    this.visited.clear()
    await this.context.clearCookies()
    await this.page.setViewportSize(checkViewport)
  }

  /** Remembers the origin the page is on, to be emptied before the next check. */
  noteOrigin(): void {
    const { origin } = new URL(this.page.url())
    if (origin.startsWith('http')) this.visited.add(origin)
  }

  async close(): Promise<void> {
    await this.context.close()
  }
}
