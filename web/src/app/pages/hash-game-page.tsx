import { SimplePage } from './simple-page.tsx'

export default function HashGamePage() {
  return <SimplePage name="hash-game" />
}
