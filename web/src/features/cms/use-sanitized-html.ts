import { use, useEffect, useState } from 'react'
import { sanitizeHtml, type SanitizedHtml } from './sanitize-html.ts'
import { sanitizedByServer } from './sanitized-copies.ts'
import { sanitizeOnServer } from './sanitized-on-server.ts'

/** Null until the sanitised copy exists: raw backend HTML is never kept for display. */
function useBrowserSanitizedHtml(html: string): SanitizedHtml | null {
  const [result, setResult] = useState<{ source: string; html: SanitizedHtml } | null>(() => {
    const byServer = sanitizedByServer(html)
    return byServer === undefined ? null : { source: html, html: byServer }
  })
  const known = result?.source === html
  useEffect(() => {
    if (known) return
    let current = true
    void sanitizeHtml(html).then((clean) => current && setResult({ source: html, html: clean }))
    return () => {
      current = false
    }
  }, [html, known])
  return known ? result.html : null
}

/** The server waits for the clean copy, so that the HTML it sends has the text. */
function useServerSanitizedHtml(html: string): SanitizedHtml | null {
  return use(sanitizeOnServer(html))
}

export const useSanitizedHtml = import.meta.env.SSR
  ? useServerSanitizedHtml
  : useBrowserSanitizedHtml
