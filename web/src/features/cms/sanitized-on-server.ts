import { crossesToBrowser } from '../../lib/handover.ts'
import { perVisit } from '../../lib/per-visit.ts'
import { sanitizeHtml, sanitizeHtmlNow, type SanitizedHtml } from './sanitize-html.ts'

type Tracked = Promise<SanitizedHtml> & { status?: 'fulfilled'; value?: SanitizedHtml }

// The server's: each backend HTML of the page, sanitised once. The browser's: the server's
// clean copies, handed over so that hydration draws the very markup the server sent.
const visit = perVisit(() => ({
  asked: new Map<string, Tracked>(),
  handed: new Map<string, SanitizedHtml>(),
}))

/** The server's clean copy of `html`, for React's `use`: settled copies are read at once. */
export function sanitizeOnServer(html: string): Promise<SanitizedHtml> {
  const { asked } = visit()
  let clean = asked.get(html)
  if (!clean) {
    const now = sanitizeHtmlNow(html)
    const started: Tracked = now === undefined ? sanitizeHtml(html) : Promise.resolve(now)
    if (now === undefined)
      void started.then((value) => {
        started.status = 'fulfilled'
        started.value = value
      })
    else Object.assign(started, { status: 'fulfilled', value: now })
    asked.set(html, (clean = started))
  }
  return clean
}

// What the server sanitised for this page (backend HTML → its clean copy), taken by the browser
// before it hydrates.
crossesToBrowser(
  'sanitized',
  () => {
    const done = [...visit().asked].filter(([, clean]) => clean.status === 'fulfilled')
    return done.length
      ? Object.fromEntries(done.map(([html, clean]) => [html, clean.value as string]))
      : undefined
  },
  (copies: Record<string, string>) => {
    for (const [html, clean] of Object.entries(copies))
      visit().handed.set(html, clean as SanitizedHtml)
  },
)

export function sanitizedByServer(html: string): SanitizedHtml | undefined {
  return visit().handed.get(html)
}
