import { SimplePage } from './simple-page.tsx'

export default function SpinPage() {
  return <SimplePage name="spin" />
}
