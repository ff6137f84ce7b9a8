import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function CrashPage() {
  return <LobbyScreen path="/crash" />
}

export const pageData = lobbyPageData('/crash')
