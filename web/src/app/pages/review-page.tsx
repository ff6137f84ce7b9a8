import { SimplePage } from './simple-page.tsx'

export default function ReviewPage() {
  return <SimplePage name="review" />
}
