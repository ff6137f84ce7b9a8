import { SimplePage } from './simple-page.tsx'

export default function NewsPage() {
  return <SimplePage name="news" />
}
