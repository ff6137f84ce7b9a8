import { SimplePage } from './simple-page.tsx'

export default function FishingPage() {
  return <SimplePage name="fishing" />
}
