import { SimplePage } from './simple-page.tsx'

export default function LotteryPage() {
  return <SimplePage name="lottery" />
}
