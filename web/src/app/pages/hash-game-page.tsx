import { LobbyScreen } from './lobby-screen.tsx'

export default function HashGamePage() {
  return <LobbyScreen path="/hash-game" />
}
