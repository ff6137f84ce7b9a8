import { useTranslation } from 'react-i18next'
import { CmsHtml } from './cms-html.tsx'
import { cmsBody, type Cms, type CmsPage } from './cms-pages.ts'
import { useSanitizedHtml } from './use-sanitized-html.ts'

type Props = { cms: Cms | null | undefined; page: CmsPage }

export function CmsPageBody({ cms, page }: Props) {
  const { t, i18n } = useTranslation('misc')
  const body = cmsBody(cms, page, i18n.resolvedLanguage ?? i18n.language)
  const html = useSanitizedHtml(body.html)
  if (!body.visible) return null
  if (html === null) return <p role="status">{t('cms.loading')}</p>
  return <CmsHtml html={html} />
}
