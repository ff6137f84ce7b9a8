import { SimplePage } from './simple-page.tsx'

export default function StatementPage() {
  return <SimplePage name="statement" />
}
