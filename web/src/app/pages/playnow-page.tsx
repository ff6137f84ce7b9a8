import { SimplePage } from './simple-page.tsx'

export default function PlaynowPage() {
  return <SimplePage name="playnow" />
}
