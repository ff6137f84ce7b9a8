import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

export function BalanceDisplay({ amount }: { amount: number }) {
  const { t } = useTranslation()
  const { money } = useSiteFormat()
  const labelId = useId()
  return (
    <div className="balance">
      <span id={labelId} className="balance__label">
        {t('balance')}
      </span>
      <output aria-labelledby={labelId} className="balance__amount">
        {money(amount)}
      </output>
    </div>
  )
}
