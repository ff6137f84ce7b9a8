import { LobbyScreen } from './lobby-screen.tsx'

export default function BingoPage() {
  return <LobbyScreen path="/bingo" />
}
