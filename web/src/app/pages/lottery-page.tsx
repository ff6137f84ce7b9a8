import { LobbyScreen } from './lobby-screen.tsx'

export default function LotteryPage() {
  return <LobbyScreen path="/lottery" />
}
