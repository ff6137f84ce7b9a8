import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function ArcadePage() {
  return <LobbyScreen path="/arcade" />
}

export const pageData = lobbyPageData('/arcade')
