import { LobbyScreen } from './lobby-screen.tsx'

export default function CasinoPage() {
  return <LobbyScreen path="/casino" />
}
