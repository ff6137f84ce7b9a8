import { LobbyScreen } from './lobby-screen.tsx'

export default function CrashPage() {
  return <LobbyScreen path="/crash" />
}
