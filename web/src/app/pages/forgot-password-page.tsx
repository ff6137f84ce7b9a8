import { SimplePage } from './simple-page.tsx'

export default function ForgotPasswordPage() {
  return <SimplePage name="forgot-password" />
}
