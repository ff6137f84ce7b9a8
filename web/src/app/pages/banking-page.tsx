import { SimplePage } from './simple-page.tsx'

export default function BankingPage() {
  return <SimplePage name="banking" />
}
