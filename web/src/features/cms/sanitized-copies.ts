import { crossesToBrowser } from '../../lib/handover.ts'
import { perVisit } from '../../lib/per-visit.ts'
import type { SanitizedHtml } from './sanitize-html.ts'

export type Tracked = Promise<SanitizedHtml> & { status?: 'fulfilled'; value?: SanitizedHtml }

/**
 * The server's: each backend HTML of the page, sanitised once (`sanitized-on-server.ts`). The
 * browser's: the server's clean copies, handed over so that hydration draws the very markup the
 * server sent. A module of its own, without DOMPurify's loader: a page the server drew shows its
 * copies without downloading any of it.
 */
export const sanitizedCopies = perVisit(() => ({
  asked: new Map<string, Tracked>(),
  handed: new Map<string, SanitizedHtml>(),
}))

crossesToBrowser(
  'sanitized',
  () => {
    const done = [...sanitizedCopies().asked].filter(([, clean]) => clean.status === 'fulfilled')
    return done.length
      ? Object.fromEntries(done.map(([html, clean]) => [html, clean.value as string]))
      : undefined
  },
  (copies: Record<string, string>) => {
    for (const [html, clean] of Object.entries(copies))
      sanitizedCopies().handed.set(html, clean as SanitizedHtml)
  },
)

export function sanitizedByServer(html: string): SanitizedHtml | undefined {
  return sanitizedCopies().handed.get(html)
}
