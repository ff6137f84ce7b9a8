import { SimplePage } from './simple-page.tsx'

export default function AccountPage() {
  return <SimplePage name="account" />
}
