import { SimplePage } from './simple-page.tsx'

export default function MissionPage() {
  return <SimplePage name="mission" />
}
