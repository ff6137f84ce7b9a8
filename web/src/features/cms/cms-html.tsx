import type { SanitizedHtml } from './sanitize-html.ts'
import './cms-html.css'

/** The only place in the app that renders HTML from the backend. */
export function CmsHtml({ html }: { html: SanitizedHtml }) {
  return <div className="cms-html" dangerouslySetInnerHTML={{ __html: html }} />
}
