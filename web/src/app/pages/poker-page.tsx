import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function PokerPage() {
  return <LobbyScreen path="/poker" />
}

export const pageData = lobbyPageData('/poker')
