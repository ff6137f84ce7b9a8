import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { CmsHtml } from '../../features/cms/cms-html.tsx'
import { useSanitizedHtml } from '../../features/cms/use-sanitized-html.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { promotionCalls } from '../../features/promotions/api/promotion-calls.ts'
import { PromotionList } from '../../features/promotions/components/promotion-list.tsx'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { useIsAuthenticated } from '../../stores/session.ts'
import type { PageData } from '../page-data.ts'

const refreshBalance = () => void loadBalance()

function PromotionBody({ html }: { html: string }) {
  const clean = useSanitizedHtml(html)
  return clean === null ? null : <CmsHtml html={clean} />
}

export default function PromotionsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const signedIn = useIsAuthenticated()
  const { state, reload } = useCall('promotions', promotionCalls.list)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.promotions.title')}</h1>
      <p>{t('pages.promotions.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('promotions.failed')}
        isEmpty={(list) => list.length === 0}
        empty={t('promotions.empty')}
      >
        {(promotions) => (
          <PromotionList
            promotions={promotions}
            apply={signedIn ? promotionCalls.apply : null}
            loginLink={
              <Link to={localizePath('/login', locale)}>{t('promotions.loginToApply')}</Link>
            }
            renderBody={(html) => <PromotionBody html={html} />}
            onApplied={refreshBalance}
          />
        )}
      </CallStateView>
    </section>
  )
}

export const pageData: PageData = () => ({ promotions: promotionCalls.list })
