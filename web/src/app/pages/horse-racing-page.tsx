import { LobbyScreen } from './lobby-screen.tsx'

export default function HorseRacingPage() {
  return <LobbyScreen path="/horse-racing" />
}
