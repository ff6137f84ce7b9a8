import { SimplePage } from './simple-page.tsx'

export default function DepositPage() {
  return <SimplePage name="deposit" />
}
