import { LobbyScreen } from './lobby-screen.tsx'

export default function FishingPage() {
  return <LobbyScreen path="/fishing" />
}
