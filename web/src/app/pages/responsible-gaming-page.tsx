import { SimplePage } from './simple-page.tsx'

export default function ResponsibleGamingPage() {
  return <SimplePage name="responsible-gaming" />
}
