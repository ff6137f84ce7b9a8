import { SimplePage } from './simple-page.tsx'

export default function HotPage() {
  return <SimplePage name="hot" />
}
