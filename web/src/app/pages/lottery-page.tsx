import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function LotteryPage() {
  return <LobbyScreen path="/lottery" />
}

export const pageData = lobbyPageData('/lottery')
