import { useTranslation } from 'react-i18next'
import { CallStateView } from '../../components/call-state-view.tsx'
import { loadIdentityCheck } from '../../features/identity/api/identity-calls.ts'
import { IdentityCheckView } from '../../features/identity/components/identity-check-view.tsx'
import { useCall } from '../../lib/use-call.ts'

export default function VerificationPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('identity-check', loadIdentityCheck)
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('accountSafety.verification.title')}</h1>
      <p>{t('accountSafety.verification.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('accountSafety.verification.loadFailed')}
      >
        {(check) => <IdentityCheckView initial={check} />}
      </CallStateView>
    </section>
  )
}
