import { SimplePage } from './simple-page.tsx'

export default function CasinoPage() {
  return <SimplePage name="casino" />
}
