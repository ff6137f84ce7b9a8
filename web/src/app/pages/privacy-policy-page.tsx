import { SimplePage } from './simple-page.tsx'

export default function PrivacyPolicyPage() {
  return <SimplePage name="privacy-policy" />
}
