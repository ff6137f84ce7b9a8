import { sanitizeHtml, sanitizeHtmlNow, type SanitizedHtml } from './sanitize-html.ts'
import { sanitizedCopies, type Tracked } from './sanitized-copies.ts'

/** The server's clean copy of `html`, for React's `use`: settled copies are read at once. */
export function sanitizeOnServer(html: string): Promise<SanitizedHtml> {
  const { asked } = sanitizedCopies()
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
