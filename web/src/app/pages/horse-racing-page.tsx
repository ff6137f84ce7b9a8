import { SimplePage } from './simple-page.tsx'

export default function HorseRacingPage() {
  return <SimplePage name="horse-racing" />
}
