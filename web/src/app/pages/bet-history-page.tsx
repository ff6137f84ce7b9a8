import { useTranslation } from 'react-i18next'
import { historyCalls } from '../../features/history/api/history-calls.ts'
import { BetTable } from '../../features/history/components/bet-table.tsx'
import { HistoryScreen } from '../../features/history/components/history-screen.tsx'
import { useHistorySearch } from '../../features/history/hooks/use-history-search.ts'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { useCall } from '../../lib/use-call.ts'

export default function BetHistoryPage() {
  const { t } = useTranslation()
  const [search, update] = useHistorySearch('bets')
  const { state, reload } = useCall(JSON.stringify(search), () =>
    historyCalls.bets(search, perPage),
  )
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.bet-history.title')}</h1>
      <p>{t('pages.bet-history.intro')}</p>
      <HistoryScreen
        kind="bets"
        search={search}
        update={update}
        state={state}
        reload={reload}
        table={(rows) => <BetTable bets={rows} />}
        pagination={(total) => (
          <Pagination total={total} page={search.page} onPageChange={(page) => update({ page })} />
        )}
      />
    </section>
  )
}
