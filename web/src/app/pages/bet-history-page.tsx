import { SimplePage } from './simple-page.tsx'

export default function BetHistoryPage() {
  return <SimplePage name="bet-history" />
}
