import { SimplePage } from './simple-page.tsx'

export default function RegisterPage() {
  return <SimplePage name="register" />
}
