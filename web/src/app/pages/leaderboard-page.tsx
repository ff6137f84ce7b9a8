import { SimplePage } from './simple-page.tsx'

export default function LeaderboardPage() {
  return <SimplePage name="leaderboard" />
}
