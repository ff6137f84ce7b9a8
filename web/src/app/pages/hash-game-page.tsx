import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function HashGamePage() {
  return <LobbyScreen path="/hash-game" />
}

export const pageData = lobbyPageData('/hash-game')
