import { SimplePage } from './simple-page.tsx'

export default function BingoPage() {
  return <SimplePage name="bingo" />
}
