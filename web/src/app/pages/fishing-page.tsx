import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function FishingPage() {
  return <LobbyScreen path="/fishing" />
}

export const pageData = lobbyPageData('/fishing')
