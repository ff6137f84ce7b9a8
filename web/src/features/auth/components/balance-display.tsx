import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export function BalanceDisplay({ amount, currency }: { amount: string; currency: string }) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="balance">
      <span id={labelId} className="balance__label">
        {t('balance')}
      </span>
      <output aria-labelledby={labelId} className="balance__amount">
        {amount} <abbr className="balance__currency">{currency}</abbr>
      </output>
    </div>
  )
}
