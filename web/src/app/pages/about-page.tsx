import { SimplePage } from './simple-page.tsx'

export default function AboutPage() {
  return <SimplePage name="about" />
}
