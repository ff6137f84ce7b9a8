import { SimplePage } from './simple-page.tsx'

export default function PokerPage() {
  return <SimplePage name="poker" />
}
