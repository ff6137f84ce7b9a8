import { loadSiteStats } from '../../features/home/api/site-stats.ts'
import { WinnersStrip } from '../../features/home/components/winners-strip.tsx'
import { useCall } from '../../lib/use-call.ts'
import { useSiteFormat } from '../../hooks/use-site-format.ts'

export default function HomeWinners() {
  const format = useSiteFormat()
  const stats = useCall('stats', loadSiteStats)
  return stats.state.status === 'ready' ? (
    <WinnersStrip stats={stats.state.value} formatAmount={format.money} />
  ) : null
}
