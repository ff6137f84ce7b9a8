import { SimplePage } from './simple-page.tsx'

export default function BankDetailsPage() {
  return <SimplePage name="bank-details" />
}
