import { useEffect, useState } from 'react'
import { sanitizeHtml, type SanitizedHtml } from './sanitize-html.ts'

/** Null until the sanitised copy exists: raw backend HTML is never kept for display. */
export function useSanitizedHtml(html: string): SanitizedHtml | null {
  const [result, setResult] = useState<{ source: string; html: SanitizedHtml } | null>(null)
  useEffect(() => {
    let current = true
    void sanitizeHtml(html).then((clean) => current && setResult({ source: html, html: clean }))
    return () => {
      current = false
    }
  }, [html])
  return result?.source === html ? result.html : null
}
