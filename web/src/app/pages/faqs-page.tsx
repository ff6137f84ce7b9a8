import { SimplePage } from './simple-page.tsx'

export default function FaqsPage() {
  return <SimplePage name="faqs" />
}
