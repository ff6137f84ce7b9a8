import { SimplePage } from './simple-page.tsx'

export default function ArcadePage() {
  return <SimplePage name="arcade" />
}
