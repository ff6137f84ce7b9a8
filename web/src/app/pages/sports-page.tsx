import { LobbyScreen } from './lobby-screen.tsx'

export default function SportsPage() {
  return <LobbyScreen path="/sports" />
}
