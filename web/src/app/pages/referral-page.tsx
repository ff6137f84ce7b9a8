import { SimplePage } from './simple-page.tsx'

export default function ReferralPage() {
  return <SimplePage name="referral" />
}
