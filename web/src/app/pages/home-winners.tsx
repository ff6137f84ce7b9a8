import { loadSiteStats } from '../../features/home/api/site-stats.ts'
import { WinnersStrip } from '../../features/home/components/winners-strip.tsx'
import { useCall } from '../../lib/use-call.ts'

export default function HomeWinners() {
  const stats = useCall('stats', loadSiteStats)
  return stats.state.status === 'ready' ? <WinnersStrip stats={stats.state.value} /> : null
}
