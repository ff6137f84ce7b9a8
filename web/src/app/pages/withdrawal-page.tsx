import { SimplePage } from './simple-page.tsx'

export default function WithdrawalPage() {
  return <SimplePage name="withdrawal" />
}
