import type { StaticHandlerContext } from 'react-router'
import type { SeoRecord } from '../features/seo/seo-head.ts'
import type { PageAnswers } from '../lib/page-answers.ts'
import type { Locale } from '../stores/locale.ts'
import { session, type Session } from '../stores/session.ts'
import type { SiteState } from '../stores/site.ts'

/** The player a page was drawn for, without the token: the browser keeps that in its storage. */
export type DrawnPlayer = Omit<Session, 'token' | 'user'> & { accountId: string }

/**
 * Everything the browser needs to go on from the server's HTML without asking again: it hydrates
 * from exactly what the server drew from.
 */
export type ServerState = {
  locale: Locale
  /** The screen width and User-Agent the page was drawn for (see drawn-width.ts). */
  width: number
  userAgent: string
  site: SiteState
  player: DrawnPlayer | null
  /** The page's answers, by the key its screens ask with. */
  answers: PageAnswers
  /** Backend HTML on the page and its clean copy. */
  sanitized: Record<string, string>
  seo: SeoRecord | null
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>
}

/** The visit's player as the state carries it, or null for a guest. */
export function drawnPlayer(): DrawnPlayer | null {
  const { isAuthenticated, user, token: _token, ...rest } = session()
  return isAuthenticated ? { ...rest, isAuthenticated, accountId: user?.account_id ?? '' } : null
}
