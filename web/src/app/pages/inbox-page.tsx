import { SimplePage } from './simple-page.tsx'

export default function InboxPage() {
  return <SimplePage name="inbox" />
}
