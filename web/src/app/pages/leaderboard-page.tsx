import { useTranslation } from 'react-i18next'
import { loadSiteStats } from '../../features/home/api/site-stats.ts'
import { LeaderboardTables } from '../../features/home/components/leaderboard-tables.tsx'
import { CallStateView } from '../../components/call-state-view.tsx'
import { useCall } from '../../lib/use-call.ts'
import type { PageData } from '../page-data.ts'

export default function LeaderboardPage() {
  const { t } = useTranslation()
  const { state, reload } = useCall('stats', loadSiteStats)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.leaderboard.title')}</h1>
      <p>{t('pages.leaderboard.intro')}</p>
      <CallStateView failed={t('leaderboard.failed')} state={state} onRetry={reload}>
        {(stats) => <LeaderboardTables stats={stats} />}
      </CallStateView>
    </section>
  )
}

export const pageData: PageData = () => ({ stats: loadSiteStats })
