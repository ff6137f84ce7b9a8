import { useTranslation } from 'react-i18next'
import { CmsHtml } from '../../features/cms/cms-html.tsx'
import { useSanitizedHtml } from '../../features/cms/use-sanitized-html.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { loadTerms } from '../../features/news/api/terms-calls.ts'
import { termsBody } from '../../features/news/utils/terms-body.ts'
import { useCall } from '../../lib/use-call.ts'
import { useSiteFormat } from '../../hooks/use-site-format.ts'
import type { PageData } from '../page-data.ts'

function TermsHtml({ html }: { html: string }) {
  const { t } = useTranslation()
  const clean = useSanitizedHtml(html)
  return clean === null ? <p role="status">{t('loading')}</p> : <CmsHtml html={clean} />
}

export default function TermConditionPage() {
  const { t, i18n } = useTranslation()
  const format = useSiteFormat()
  const { state, reload } = useCall('terms', loadTerms)
  const language = i18n.resolvedLanguage ?? i18n.language
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.term-condition.title')}</h1>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('terms.failed')}
        isEmpty={(terms) => !termsBody(terms, language)}
        empty={t('terms.unavailable')}
      >
        {(terms) => (
          <>
            <TermsHtml html={termsBody(terms, language) ?? ''} />
            <p className="load-state">
              {t('terms.updated', { date: format.date(terms.updated_date) })}
            </p>
          </>
        )}
      </CallStateView>
    </section>
  )
}

export const pageData: PageData = () => ({ terms: loadTerms })
