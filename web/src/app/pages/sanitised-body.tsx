import { CmsHtml } from '../../features/cms/cms-html.tsx'
import { useSanitizedHtml } from '../../features/cms/use-sanitized-html.ts'

/** Message bodies from the backend are HTML too, so they pass the same sanitiser as CMS pages. */
export function SanitisedBody({ html }: { html: string }) {
  const clean = useSanitizedHtml(html)
  return clean === null ? null : <CmsHtml html={clean} />
}
