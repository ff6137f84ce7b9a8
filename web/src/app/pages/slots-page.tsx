import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function SlotsPage() {
  return <LobbyScreen path="/slots" />
}

export const pageData = lobbyPageData('/slots')
