import { SimplePage } from './simple-page.tsx'

export default function SportsPage() {
  return <SimplePage name="sports" />
}
