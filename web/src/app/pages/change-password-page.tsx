import { SimplePage } from './simple-page.tsx'

export default function ChangePasswordPage() {
  return <SimplePage name="change-password" />
}
