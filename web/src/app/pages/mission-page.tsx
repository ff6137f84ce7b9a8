import { useTranslation } from 'react-i18next'
import { loadBalance } from '../../features/auth/api/player-data.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { missionCalls } from '../../features/mission/api/mission-calls.ts'
import { MissionList } from '../../features/mission/components/mission-list.tsx'
import { useCall } from '../../lib/use-call.ts'

const refreshBalance = () => void loadBalance()

export default function MissionPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('missions', missionCalls.list)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.mission.title')}</h1>
      <p>{t('pages.mission.intro')}</p>
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('mission.failed')}
        isEmpty={(list) => list.length === 0}
        empty={t('mission.empty')}
      >
        {(missions) => (
          <MissionList initial={missions} claim={missionCalls.claim} onClaimed={refreshBalance} />
        )}
      </CallStateView>
    </section>
  )
}
