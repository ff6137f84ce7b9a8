import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallState } from '../../../lib/outcome.ts'
import type { HistoryPage } from '../api/history-calls.ts'
import { isFiltered, type HistoryKind, type HistorySearch } from '../utils/history-search.ts'
import { HistoryFilters } from './history-filters.tsx'
import { CallStateView } from '../../../components/call-state-view.tsx'

type Props<T> = {
  kind: HistoryKind
  search: HistorySearch
  update: (patch: Partial<HistorySearch>) => void
  state: CallState<HistoryPage<T>>
  reload: () => void
  table: (rows: T[]) => ReactNode
  pagination: (total: number) => ReactNode
}

/** Filters, then loading, error with retry, empty or the page of rows with its page buttons. */
export function HistoryScreen<T>({
  kind,
  search,
  update,
  state,
  reload,
  table,
  pagination,
}: Props<T>) {
  const { t } = useTranslation()
  return (
    <>
      <HistoryFilters kind={kind} search={search} onChange={update} />
      <CallStateView
        state={state}
        onRetry={reload}
        failed={t('history.failed')}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <>
            {t(isFiltered(search) ? 'history.noMatch' : 'history.empty')}{' '}
            {isFiltered(search) && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => update({ type: '', status: '', from: '', to: '' })}
              >
                {t('history.clear')}
              </button>
            )}
          </>
        }
      >
        {(page) => (
          <>
            <p className="history-count">{t('history.count', { count: page.total })}</p>
            {table(page.rows)}
            {pagination(page.total)}
          </>
        )}
      </CallStateView>
    </>
  )
}
