import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { bankCalls } from '../../features/bank/api/bank-calls.ts'
import { BankAccountList } from '../../features/bank/components/bank-account-list.tsx'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'

export default function BankDetailsPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const added = (useLocation().state as { added?: boolean } | null)?.added
  const { state, reload } = useCall('bank-accounts', bankCalls.accounts)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.bank-details.title')}</h1>
      <p>{t('pages.bank-details.intro')}</p>
      {added && <p role="status">{t('bank.added')}</p>}
      <CallStateView state={state} onRetry={reload} failed={t('bank.accountsFailed')}>
        {(accounts) => <BankAccountList initial={accounts} calls={bankCalls} />}
      </CallStateView>
      <Link className="button button--primary" to={localizePath('/add-bank', locale)}>
        {t('bank.addAnother')}
      </Link>
    </section>
  )
}
