import { SimplePage } from './simple-page.tsx'

export default function TransactionHistoryPage() {
  return <SimplePage name="transaction-history" />
}
