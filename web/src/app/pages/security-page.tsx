import { SimplePage } from './simple-page.tsx'

export default function SecurityPage() {
  return <SimplePage name="security" />
}
