import { SimplePage } from './simple-page.tsx'

export default function PromotionsPage() {
  return <SimplePage name="promotions" />
}
