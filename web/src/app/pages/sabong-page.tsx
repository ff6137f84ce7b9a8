import { LobbyScreen } from './lobby-screen.tsx'

export default function SabongPage() {
  return <LobbyScreen path="/sabong" />
}
