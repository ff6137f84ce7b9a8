import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { bankCalls } from '../../features/bank/api/bank-calls.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { walletCalls } from '../../features/wallet/api/wallet-calls.ts'
import { WithdrawalWizard } from '../../features/wallet/components/withdrawal-wizard.tsx'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'

const refreshBalance = () => void loadBalance()

async function loadWithdrawal() {
  const [info, accounts] = await Promise.all([walletCalls.withdrawalInfo(), bankCalls.accounts()])
  if (!info.ok) return info
  if (!accounts.ok) return accounts
  return { ok: true as const, value: { info: info.value, accounts: accounts.value } }
}

export default function WithdrawalPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { state, reload } = useCall('withdrawal', loadWithdrawal)
  return (
    <section className="page wallet" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.withdrawal.title')}</h1>
      <p>{t('pages.withdrawal.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('wallet.withdrawal.loadFailed')}
        isEmpty={(value) => value.accounts.length === 0}
        empty={
          <>
            {t('wallet.withdrawal.needsBank')}{' '}
            <Link to={localizePath('/add-bank', locale)}>{t('wallet.withdrawal.addBank')}</Link>
          </>
        }
      >
        {({ info, accounts }) => (
          <WithdrawalWizard
            info={info}
            accounts={accounts}
            calls={walletCalls}
            refreshBalance={refreshBalance}
            reloadInfo={reload}
            historyLink={
              <Link to={localizePath('/transaction-history', locale)}>
                {t('wallet.seeHistory')}
              </Link>
            }
            verificationLink={
              <Link to={localizePath('/verification', locale)}>
                {t('accountSafety.withdrawal.verifyLink')}
              </Link>
            }
          />
        )}
      </CallStateView>
    </section>
  )
}
