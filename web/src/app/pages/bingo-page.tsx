import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function BingoPage() {
  return <LobbyScreen path="/bingo" />
}

export const pageData = lobbyPageData('/bingo')
