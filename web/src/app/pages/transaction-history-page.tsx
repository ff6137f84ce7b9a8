import { useTranslation } from 'react-i18next'
import { historyCalls } from '../../features/history/api/history-calls.ts'
import { TransactionTable } from '../../features/history/components/transaction-table.tsx'
import { HistoryScreen } from '../../features/history/components/history-screen.tsx'
import { useHistorySearch } from '../../features/history/hooks/use-history-search.ts'
import { perPage } from '../../lib/paginate.ts'
import { Pagination } from '../../components/pagination.tsx'
import { useCall } from '../../lib/use-call.ts'

export default function TransactionHistoryPage() {
  const { t } = useTranslation()
  const [search, update] = useHistorySearch('transactions')
  const { state, reload } = useCall(JSON.stringify(search), () =>
    historyCalls.transactions(search, perPage),
  )
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.transaction-history.title')}</h1>
      <p>{t('pages.transaction-history.intro')}</p>
      <HistoryScreen
        kind="transactions"
        search={search}
        update={update}
        state={state}
        reload={reload}
        table={(rows) => <TransactionTable transactions={rows} />}
        pagination={(total) => (
          <Pagination total={total} page={search.page} onPageChange={(page) => update({ page })} />
        )}
      />
    </section>
  )
}
