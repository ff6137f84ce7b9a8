import { LobbyScreen, lobbyPageData } from './lobby-screen.tsx'

export default function HorseRacingPage() {
  return <LobbyScreen path="/horse-racing" />
}

export const pageData = lobbyPageData('/horse-racing')
