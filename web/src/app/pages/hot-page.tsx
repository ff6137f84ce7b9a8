import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function HotPage() {
  return <LobbyScreen path="/hot" />
}

export const pageData = lobbyPageData('/hot')
