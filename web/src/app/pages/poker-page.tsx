import { LobbyScreen } from './lobby-screen.tsx'

export default function PokerPage() {
  return <LobbyScreen path="/poker" />
}
