import { LobbyScreen } from './lobby-screen.tsx'

export default function ArcadePage() {
  return <LobbyScreen path="/arcade" />
}
