import { SimplePage } from './simple-page.tsx'

export default function SlotsPage() {
  return <SimplePage name="slots" />
}
