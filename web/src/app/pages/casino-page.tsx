import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function CasinoPage() {
  return <LobbyScreen path="/casino" />
}

export const pageData = lobbyPageData('/casino')
