import { useTranslation } from 'react-i18next'
import { historyCalls } from '../../features/history/api/history-calls.ts'
import { StatementTable } from '../../features/history/components/statement-table.tsx'
import { HistoryScreen } from '../../features/history/components/history-screen.tsx'
import { useHistorySearch } from '../../features/history/hooks/use-history-search.ts'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { useCall } from '../../lib/use-call.ts'

export default function StatementPage() {
  const { t } = useTranslation()
  const [search, update] = useHistorySearch('statement')
  const { state, reload } = useCall(JSON.stringify(search), () =>
    historyCalls.statement(search, perPage),
  )
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.statement.title')}</h1>
      <p>{t('pages.statement.intro')}</p>
      <HistoryScreen
        kind="statement"
        search={search}
        update={update}
        state={state}
        reload={reload}
        table={(rows) => <StatementTable entries={rows} />}
        pagination={(total) => (
          <Pagination total={total} page={search.page} onPageChange={(page) => update({ page })} />
        )}
      />
    </section>
  )
}
