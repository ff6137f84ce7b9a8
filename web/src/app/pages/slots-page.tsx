import { LobbyScreen } from './lobby-screen.tsx'

export default function SlotsPage() {
  return <LobbyScreen path="/slots" />
}
