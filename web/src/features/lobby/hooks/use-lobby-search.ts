import { useSearchParams } from 'react-router'
import { lobbySearchParams, parseLobbySearch, type LobbySearch } from '../utils/lobby-search.ts'

/** The lobby's filters and page live in the URL, so a shared or reloaded link shows the same games. */
export function useLobbySearch(
  providers: readonly string[],
): [LobbySearch, (patch: Partial<LobbySearch>) => void] {
  const [params, setParams] = useSearchParams()
  const search = parseLobbySearch(params, providers)
  const update = (patch: Partial<LobbySearch>) => {
    const page = 'page' in patch ? (patch.page ?? 1) : 1
    setParams(lobbySearchParams({ ...search, ...patch, page }), {
      preventScrollReset: 'page' in patch ? false : true,
    })
  }
  return [search, update]
}
