import { lazy, Suspense } from 'react'
import { CmsHtml } from '../../features/cms/cms-html.tsx'
import { sanitizedByServer } from '../../features/cms/sanitized-copies.ts'
import type { Locale } from '../../lib/locales.ts'
import { useLocale } from '../../stores/locale.ts'
import { useSeoRecord, type SeoRecord } from '../../stores/seo-record.ts'

// DOMPurify's loader comes only where the server has not sanitised the text already.
const SanitisedBody = lazy(() =>
  import('./sanitised-body.tsx').then((module) => ({ default: module.SanitisedBody })),
)

/** The SEO record's heading and text in the page's language: English's, or the local ones. */
export function pageText(seo: SeoRecord | null | undefined, locale: Locale) {
  if (!seo) return { heading: '', body: '' }
  const local = locale !== 'en'
  return {
    heading: (local && seo.local_item_name) || seo.en_item_name,
    body: (local && seo.local_body) || seo.en_body,
  }
}

/**
 * The text the tenant wrote for its home page (the SEO record's item name and body, spec section
 * 3), in the server's HTML for crawlers and players alike; the body, HTML from the backend, goes
 * through DOMPurify as every backend HTML does (decision 061).
 */
export default function HomePageText({ id }: { id: string }) {
  const { heading, body } = pageText(useSeoRecord(), useLocale())
  if (!heading && !body) return null
  const drawn = body ? sanitizedByServer(body) : undefined
  return (
    <section id={id} className="page-text" aria-labelledby={heading ? `${id}-title` : undefined}>
      {heading && <h2 id={`${id}-title`}>{heading}</h2>}
      {body && (
        <Suspense>{drawn ? <CmsHtml html={drawn} /> : <SanitisedBody html={body} />}</Suspense>
      )}
    </section>
  )
}
