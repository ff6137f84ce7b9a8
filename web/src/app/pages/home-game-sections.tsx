import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { loadHotGames, loadShowcase, type Game } from '../../features/lobby/api/game-lists.ts'
import { gameFromFavourite } from '../../lib/favourite-games.ts'
import { GameSection } from '../../features/lobby/components/game-section.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { isServerRendered } from '../../lib/server-rendered.ts'
import type { CallState } from '../../lib/outcome.ts'
import { useLocale } from '../../stores/locale.ts'
import { useSession } from '../../stores/session.ts'
import { useCall } from '../../lib/use-call.ts'
import { EndRecentRow, TopRecentRow } from './recently-played-rows.tsx'
import { usePlayPath } from './use-play-path.ts'

type Sizes = { hot: number; featured: number; popular: number; new: number }

function pick<T, K>(state: CallState<T>, part: (value: T) => K): CallState<K> {
  return state.status === 'ready' ? { status: 'ready', value: part(state.value) } : state
}

const placeholder: CallState<never> = { status: 'loading' }

export function HomeGameSections({ sizes }: { sizes: Sizes }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const playPath = usePlayPath()
  const player = useSession()
  const hot = useCall('hot', () => loadHotGames())
  const showcase = useCall('showcase', () => loadShowcase(sizes))
  // The page's first frame carries the banner, its largest paint, and the rows' placeholders; the
  // games are drawn just after, in a render React splits into short tasks, so that no long task
  // holds the first frame back. The placeholders hold the rows' room: nothing moves. A page the
  // server drew has its games in the HTML already: nothing to hold back.
  const drawGames = useDeferredValue(true, isServerRendered())
  const later = (state: CallState<Game[]>) => (drawGames ? state : placeholder)
  const favourites: Game[] = player.game_fav_list.map(gameFromFavourite)
  const section = (title: string, state: CallState<Game[]>, retry: () => void, seeAll?: string) => (
    <GameSection
      title={title}
      state={state}
      onRetry={retry}
      playPath={playPath}
      seeAllPath={seeAll && localizePath(seeAll, locale)}
    />
  )
  return (
    <>
      {player.isAuthenticated &&
        section(t('lobby.favourites'), { status: 'ready', value: favourites }, () => {})}
      <TopRecentRow />
      {section(
        t('lobby.hot'),
        later(pick(hot.state, (games) => games.slice(0, sizes.hot))),
        hot.reload,
        '/hot',
      )}
      {section(
        t('lobby.featured'),
        later(pick(showcase.state, (value) => value.featured)),
        showcase.reload,
      )}
      {section(
        t('lobby.popular'),
        later(pick(showcase.state, (value) => value.popular)),
        showcase.reload,
      )}
      {section(
        t('lobby.new'),
        later(pick(showcase.state, (value) => value.latest)),
        showcase.reload,
      )}
      <EndRecentRow />
    </>
  )
}
