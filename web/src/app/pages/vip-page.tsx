import { SimplePage } from './simple-page.tsx'

export default function VipPage() {
  return <SimplePage name="vip" />
}
