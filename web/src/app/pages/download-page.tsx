import { SimplePage } from './simple-page.tsx'

export default function DownloadPage() {
  return <SimplePage name="download" />
}
