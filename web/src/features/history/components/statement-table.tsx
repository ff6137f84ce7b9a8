import type { StatementEntry } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { HistoryTable, StatusBadge } from './history-table.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  entries: StatementEntry[]
}

/** Every change of the balance with the running balance after it, newest first. */
export function StatementTable({ entries }: Props) {
  const { money, date } = useSiteFormat()
  const { t } = useTranslation()
  const columns = [
    { label: t('history.date') },
    { label: t('history.type') },
    { label: t('history.description'), wrap: true },
    { label: t('history.amount'), numeric: true },
    { label: t('history.runningBalance'), numeric: true },
    { label: t('history.status') },
  ]
  const rows = entries.map((entry) => ({
    key: entry.entry_id,
    cells: [
      date(entry.created_date),
      t(`history.types.${entry.type}`),
      entry.description,
      <span className={`amount--${entry.amount < 0 ? 'out' : 'in'}`}>
        {entry.amount > 0 ? `+${money(entry.amount)}` : money(entry.amount)}
      </span>,
      money(entry.balance),
      <StatusBadge status={entry.status} label={t(`history.statuses.${entry.status}`)} />,
    ],
  }))
  return <HistoryTable caption={t('pages.statement.title')} columns={columns} rows={rows} />
}
