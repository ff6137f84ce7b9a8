import { SimplePage } from './simple-page.tsx'

export default function SabongPage() {
  return <SimplePage name="sabong" />
}
