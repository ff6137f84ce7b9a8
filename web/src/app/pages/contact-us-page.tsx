import { useTranslation } from 'react-i18next'
import { loadSocialAccounts, type SocialAccount } from '../../features/content/api/content-calls.ts'
import { SocialAccounts } from '../../features/content/components/social-accounts.tsx'
import { CallStateView } from '../../components/call-state-view.tsx'
import { useCall } from '../../lib/use-call.ts'
import type { PageData } from '../page-data.ts'

export default function ContactUsPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('social', loadSocialAccounts)
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.contact-us.title')}</h1>
      <p>{t('pages.contact-us.intro')}</p>
      <CallStateView<SocialAccount[]> failed={t('loadFailed')} state={state} onRetry={reload}>
        {(accounts) => <SocialAccounts accounts={accounts} />}
      </CallStateView>
    </section>
  )
}

export const pageData: PageData = () => ({ social: loadSocialAccounts })
