import type { Transaction } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { HistoryTable, StatusBadge } from './history-table.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  transactions: Transaction[]
}

export function TransactionTable({ transactions }: Props) {
  const { money, date } = useSiteFormat()
  const { t } = useTranslation()
  const columns = [
    { label: t('history.date') },
    { label: t('history.reference') },
    { label: t('history.type') },
    { label: t('history.amount'), numeric: true },
    { label: t('wallet.fee'), numeric: true },
    { label: t('history.status') },
    { label: t('history.via') },
  ]
  const rows = transactions.map((transaction) => ({
    key: transaction.transaction_id,
    cells: [
      date(transaction.created_date),
      transaction.transaction_id,
      t(`history.types.${transaction.type}`),
      money(transaction.amount),
      money(transaction.fee),
      <StatusBadge
        status={transaction.status}
        label={t(`history.statuses.${transaction.status}`)}
      />,
      transaction.reference,
    ],
  }))
  return (
    <HistoryTable caption={t('pages.transaction-history.title')} columns={columns} rows={rows} />
  )
}
