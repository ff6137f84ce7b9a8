import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '../../features/lobby/api/game-lists.ts'
import { GameSection } from '../../features/lobby/components/game-section.tsx'
import { useBrowserValue } from '../../hooks/use-browser-value.ts'
import { loadRecentGames, recentGamesKey } from '../../features/recently-played/api/recent-games.ts'
import {
  deviceListKey,
  keepDeviceList,
  readDeviceList,
} from '../../features/recently-played/utils/device-list.ts'
import { useCall } from '../../lib/use-call.ts'
import { type CallState } from '../../lib/outcome.ts'
import { useSession } from '../../stores/session.ts'
import { usePlayPath } from './use-play-path.ts'

type Props = { category?: string }

const ofCategory = (games: Game[], category?: string) =>
  category ? games.filter((game) => game.game_type === category) : games

function RecentRow({ state, retry }: { state: CallState<Game[]>; retry: () => void }) {
  const { t } = useTranslation()
  const playPath = usePlayPath()
  return <GameSection title={t('lobby.recent')} state={state} onRetry={retry} playPath={playPath} />
}

function PlayerRecentRow({ category }: Props) {
  const { state, reload } = useCall(recentGamesKey, loadRecentGames)
  useEffect(() => {
    if (state.status === 'ready') keepDeviceList(state.value)
  }, [state])
  return (
    <RecentRow
      state={
        state.status === 'ready' ? { ...state, value: ofCategory(state.value, category) } : state
      }
      retry={reload}
    />
  )
}

/**
 * The row at the top of a page, for a signed-in player: the backend's list, which the server
 * draws, kept on the device for when the player is signed out.
 */
export function TopRecentRow(props: Props) {
  return useSession().isAuthenticated ? <PlayerRecentRow {...props} /> : null
}

/**
 * A guest's row: the games this device played last. The server cannot see them: its page, and
 * the browser's hydration of it, have none, and the browser then adds the row, below the rows the
 * page opens with, where adding it moves nothing in view.
 */
export function EndRecentRow({ category }: Props) {
  const guest = !useSession().isAuthenticated
  const stored = useBrowserValue(() => localStorage.getItem(deviceListKey), null)
  const games = useMemo(() => readDeviceList(stored), [stored])
  return guest ? (
    <RecentRow state={{ status: 'ready', value: ofCategory(games, category) }} retry={() => {}} />
  ) : null
}
