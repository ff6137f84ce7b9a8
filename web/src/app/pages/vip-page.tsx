import { useTranslation } from 'react-i18next'
import { CallStateView } from '../../components/call-state-view.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { loadVipLevel } from '../../features/auth/api/player-data.ts'
import { vipInfoFrom } from '../../lib/vip-progress.ts'
import { VipCard } from '../../features/vip/components/vip-card.tsx'
import { VipGuest } from '../../features/vip/components/vip-guest.tsx'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { useIsAuthenticated } from '../../stores/session.ts'

function PlayerVip() {
  const { t } = useTranslation()
  const { state, reload } = useCall('vip', loadVipLevel)
  return (
    <CallStateView failed={t('loadFailed')} state={state} onRetry={reload}>
      {(level) => (
        <VipCard
          vip={vipInfoFrom(level)}
          targets={{ deposit: level.deposit_next, turnover: level.turnover_next }}
        />
      )}
    </CallStateView>
  )
}

export default function VipPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const signedIn = useIsAuthenticated()
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.vip.title')}</h1>
      <p>{t('pages.vip.intro')}</p>
      {signedIn ? (
        <PlayerVip />
      ) : (
        <VipGuest
          loginPath={localizePath('/login', locale)}
          registerPath={localizePath('/register', locale)}
        />
      )}
    </section>
  )
}
