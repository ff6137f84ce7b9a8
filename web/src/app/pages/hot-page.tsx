import { LobbyScreen } from './lobby-screen.tsx'

export default function HotPage() {
  return <LobbyScreen path="/hot" />
}
