import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CmsPageBody } from '../../features/cms/cms-page-body.tsx'
import { cmsBody, type CmsPage } from '../../features/cms/cms-pages.ts'
import { loadCms } from '../../features/content/api/content-calls.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { useCall } from '../../lib/use-call.ts'
import type { PageData } from '../page-data.ts'
import '../../features/content/components/content.css'

/** The tenant's CMS texts, as every CMS screen asks for them. */
export const cmsPageData: PageData = () => ({ cms: loadCms })

/**
 * A CMS page in the page's language under the page's own title (the body's leading heading, often
 * in the tenant's language, is left out); a page the tenant switched off says it is not available.
 * `children` come between the title and the text: a page's own tools before its CMS prose.
 */
export function CmsScreen({
  name,
  page,
  children,
}: {
  name: string
  page: CmsPage
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const { state, reload } = useCall('cms', loadCms)
  const language = i18n.resolvedLanguage ?? i18n.language
  const title = t(`pages.${name}.title`)
  return (
    <section className="page page--narrow cms-screen" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
      <CallStateView
        failed={t('loadFailed')}
        state={state}
        onRetry={reload}
        isEmpty={(cms) => !cmsBody(cms, page, language).visible}
        empty={<p className="content-unavailable">{t('content.unavailable')}</p>}
      >
        {(cms) => <CmsPageBody cms={cms} page={page} />}
      </CallStateView>
    </section>
  )
}
