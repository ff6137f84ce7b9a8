import { SimplePage } from './simple-page.tsx'

export default function CrashPage() {
  return <SimplePage name="crash" />
}
