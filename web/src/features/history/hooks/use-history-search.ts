import { useSearchParams } from 'react-router'
import {
  historySearchParams,
  parseHistorySearch,
  type HistoryKind,
  type HistorySearch,
} from '../utils/history-search.ts'

/** A history's filters and page live in the URL, so a reload or a shared link shows the same rows. */
export function useHistorySearch(
  kind: HistoryKind,
): [HistorySearch, (patch: Partial<HistorySearch>) => void] {
  const [params, setParams] = useSearchParams()
  const search = parseHistorySearch(params, kind)
  const update = (patch: Partial<HistorySearch>) => {
    const page = 'page' in patch ? (patch.page ?? 1) : 1
    setParams(historySearchParams({ ...search, ...patch, page }), {
      preventScrollReset: !('page' in patch),
    })
  }
  return [search, update]
}
