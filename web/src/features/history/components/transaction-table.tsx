import type { Transaction } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { HistoryTable, StatusBadge } from './history-table.tsx'

type Props = { transactions: Transaction[]; money: (value: number) => string; date: (iso: string) => string }

export function TransactionTable({ transactions, money, date }: Props) {
  const { t } = useTranslation()
  const headers = [
    { label: t('history.date') }, { label: t('history.reference') }, { label: t('history.type') }, { label: t('history.amount'), numeric: true },
    { label: t('wallet.fee'), numeric: true }, { label: t('history.status') }, { label: t('history.via') },
  ]
  return (
    <HistoryTable caption={t('pages.transaction-history.title')} headers={headers}>
      {transactions.map((transaction) => (
        <tr key={transaction.transaction_id}>
          <td>{date(transaction.created_date)}</td>
          <td>{transaction.transaction_id}</td>
          <td>{t(`history.types.${transaction.type}`)}</td>
          <td className="number">{money(transaction.amount)}</td>
          <td className="number">{money(transaction.fee)}</td>
          <td><StatusBadge status={transaction.status} label={t(`history.statuses.${transaction.status}`)} /></td>
          <td>{transaction.reference}</td>
        </tr>
      ))}
    </HistoryTable>
  )
}
