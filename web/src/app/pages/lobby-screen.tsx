import { useTranslation } from 'react-i18next'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { loadGamePage, type GamePage } from '../../features/lobby/api/game-lists.ts'
import { CallStateView } from '../../components/call-state-view.tsx'
import { GameGrid } from '../../features/lobby/components/game-grid.tsx'
import { GameSearch } from '../../features/lobby/components/game-search.tsx'
import {
  ProviderFilter,
  type ProviderOption,
} from '../../features/lobby/components/provider-filter.tsx'
import { useLobbySearch } from '../../features/lobby/hooks/use-lobby-search.ts'
import { GameMenu } from '../../features/lobby/components/game-menu.tsx'
import { categoryOf, type LobbyPath } from '../../features/lobby/utils/category-routes.ts'
import {
  isFiltered,
  parseLobbySearch,
  type LobbySearch,
} from '../../features/lobby/utils/lobby-search.ts'
import { menuLinks } from '../../lib/menu-links.ts'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { loadRecentGames, recentGamesKey } from '../../features/recently-played/api/recent-games.ts'
import { session } from '../../stores/session.ts'
import { readySite, useReadySite, type ProviderCount } from '../../stores/site.ts'
import type { PageData } from '../page-data.ts'
import { EndRecentRow, TopRecentRow } from './recently-played-rows.tsx'
import { usePlayPath } from './use-play-path.ts'

function providersOf(all: ProviderCount[], category: string): ProviderOption[] {
  const option = (provider: ProviderCount, count?: number) => ({
    code: provider.provider_code,
    name: provider.provider_name || provider.provider_code,
    count,
  })
  if (category !== 'hot')
    return all
      .filter((provider) => provider.category === category)
      .map((provider) => option(provider, provider.game_count))
  return [...new Map(all.map((provider) => [provider.provider_code, option(provider)])).values()]
}

const lobbyKey = (category: string, search: LobbySearch) => JSON.stringify([category, search])

/** A lobby's first games, as its screen asks for them, and a signed-in player's recently played. */
export function lobbyPageData(path: LobbyPath): PageData {
  return (url) => {
    const category = categoryOf(path)
    const providers = providersOf(readySite()?.providers ?? [], category)
    const search = parseLobbySearch(
      url.searchParams,
      providers.map((provider) => provider.code),
    )
    return {
      [lobbyKey(category, search)]: () => loadGamePage(category, search, perPage),
      ...(session().isAuthenticated ? { [recentGamesKey]: loadRecentGames } : {}),
    }
  }
}

/** One screen for every category lobby: the route picks the category, the URL the filters and page. */
export function LobbyScreen({ path }: { path: LobbyPath }) {
  const { t } = useTranslation()
  const ready = useReadySite()
  const category = categoryOf(path)
  const providers = providersOf(ready?.providers ?? [], category)
  const locale = useLocale()
  const gameMenu = menuLinks(
    ready?.gameMenu ?? [],
    locale,
    (name) => t(name, { defaultValue: name }),
    ready?.hasHotGames,
  )
  const [search, update] = useLobbySearch(providers.map((provider) => provider.code))
  const { state, reload } = useCall(lobbyKey(category, search), () =>
    loadGamePage(category, search, perPage),
  )
  const playPath = usePlayPath()
  const title = t(`pages.${path.slice(1)}.title`)
  const recentOf = category === 'hot' ? undefined : category
  return (
    <section className="page lobby" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <GameMenu links={gameMenu} />
      <TopRecentRow category={recentOf} />
      <ProviderFilter
        providers={providers}
        selected={search.provider}
        onSelect={(provider) => update({ provider })}
      />
      <GameSearch keyword={search.keyword} onSearch={(keyword) => update({ keyword })} />
      <CallStateView<GamePage>
        loading={t('lobby.loading')}
        failed={t('lobby.failed')}
        state={state}
        onRetry={reload}
        isEmpty={(value) => value.games.length === 0}
        empty={
          <>
            <p>{t(isFiltered(search) ? 'lobby.noMatch' : 'lobby.empty')}</p>
            {isFiltered(search) && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => update({ provider: '', keyword: '' })}
              >
                {t('lobby.clearFilters')}
              </button>
            )}
          </>
        }
      >
        {(value) => (
          <>
            <p className="lobby__count">{t('lobby.resultCount', { count: value.total })}</p>
            <GameGrid
              leadsPage
              games={value.games}
              playPath={playPath}
              label={t('lobby.gamesOf', { category: title })}
            />
            <Pagination
              total={value.total}
              page={search.page}
              onPageChange={(page) => update({ page })}
            />
          </>
        )}
      </CallStateView>
      <EndRecentRow category={recentOf} />
    </section>
  )
}
