import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { historyCalls } from '../../features/history/api/history-calls.ts'
import { emptySearch } from '../../features/history/utils/history-search.ts'
import { saferPlayCalls } from '../../features/safer-play/api/safer-play-calls.ts'
import { DepositLimitOffer } from '../../features/safer-play/components/deposit-limit-offer.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { walletCalls } from '../../features/wallet/api/wallet-calls.ts'
import { DepositWizard } from '../../features/wallet/components/deposit-wizard.tsx'
import { useCall } from '../../lib/use-call.ts'
import { type Outcome } from '../../lib/outcome.ts'
import { useLocale } from '../../stores/locale.ts'

const refreshBalance = () => void loadBalance()

async function hasDeposited(): Promise<Outcome<boolean>> {
  const page = await historyCalls.transactions({ ...emptySearch, type: 'deposit' }, 1)
  return page.ok ? { ok: true, value: page.value.total > 0 } : page
}

export default function DepositPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { state, reload } = useCall('deposit-channels', walletCalls.channels)
  return (
    <section className="page wallet" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.deposit.title')}</h1>
      <p>{t('pages.deposit.intro')}</p>
      <p>
        <Link to={localizePath('/responsible-gaming', locale)}>
          {t('saferPlay.setDepositLimit')}
        </Link>
      </p>
      <DepositLimitOffer calls={saferPlayCalls} hasDeposited={hasDeposited} />
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('wallet.channelsFailed')}
        isEmpty={(channels) => channels.length === 0}
        empty={t('wallet.noChannels')}
      >
        {(channels) => (
          <DepositWizard
            channels={channels}
            calls={walletCalls}
            refreshBalance={refreshBalance}
            historyLink={
              <Link to={localizePath('/transaction-history', locale)}>
                {t('wallet.seeHistory')}
              </Link>
            }
          />
        )}
      </CallStateView>
    </section>
  )
}
