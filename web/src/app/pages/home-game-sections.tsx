import { useTranslation } from 'react-i18next'
import { loadHotGames, loadShowcase, type Game } from '../../features/lobby/api/game-lists.ts'
import { gameFromFavourite } from '../../lib/favourite-games.ts'
import { GameSection } from '../../features/lobby/components/game-section.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import type { CallState } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { useSession } from '../../stores/session.ts'
import { useHomeCall } from './home-data.ts'
import { usePlayPath } from './use-play-path.ts'

type Sizes = { hot: number; featured: number; popular: number; new: number }

function pick<T, K>(state: CallState<T>, part: (value: T) => K): CallState<K> {
  return state.status === 'ready' ? { status: 'ready', value: part(state.value) } : state
}

export function HomeGameSections({ sizes }: { sizes: Sizes }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const playPath = usePlayPath()
  const player = useSession()
  const hot = useHomeCall('hot', () => loadHotGames())
  const showcase = useHomeCall('showcase', () => loadShowcase(sizes))
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
      {section(
        t('lobby.hot'),
        pick(hot.state, (games) => games.slice(0, sizes.hot)),
        hot.reload,
        '/hot',
      )}
      {section(
        t('lobby.featured'),
        pick(showcase.state, (value) => value.featured),
        showcase.reload,
      )}
      {section(
        t('lobby.popular'),
        pick(showcase.state, (value) => value.popular),
        showcase.reload,
      )}
      {section(
        t('lobby.new'),
        pick(showcase.state, (value) => value.latest),
        showcase.reload,
      )}
    </>
  )
}
