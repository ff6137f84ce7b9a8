import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function SportsPage() {
  return <LobbyScreen path="/sports" />
}

export const pageData = lobbyPageData('/sports')
