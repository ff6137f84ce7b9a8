import { SimplePage } from './simple-page.tsx'

export default function AddBankPage() {
  return <SimplePage name="add-bank" />
}
