import { useTranslation } from 'react-i18next'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { spinCalls } from '../../features/spin/api/spin-calls.ts'
import { DailySpin } from '../../features/spin/components/daily-spin.tsx'
import { useCall } from '../../lib/use-call.ts'

const refreshBalance = () => void loadBalance()

export default function SpinPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('spin', spinCalls.state)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.spin.title')}</h1>
      <p>{t('pages.spin.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('spin.failed')}
        isEmpty={(spin) => spin.prizes.length === 0}
        empty={t('spin.empty')}
      >
        {(spin) => <DailySpin initial={spin} play={spinCalls.play} onWon={refreshBalance} />}
      </CallStateView>
    </section>
  )
}
