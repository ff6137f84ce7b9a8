import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function SabongPage() {
  return <LobbyScreen path="/sabong" />
}

export const pageData = lobbyPageData('/sabong')
