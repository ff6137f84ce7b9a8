import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import type { RefusedLimit } from '../api/wallet-calls.ts'

/** Which of the player's own limits stopped the deposit, what it still allows and when it starts again. */
export function RefusedLimitNote({ limit }: { limit: RefusedLimit }) {
  const { t } = useTranslation()
  const { money, date } = useSiteFormat()
  const left = Math.max(0, (limit.amount ?? 0) - limit.used)
  return (
    <p>
      {t('saferPlay.refusedByLimit', {
        name: t(`saferPlay.limitName.${limit.kind}.${limit.period}`),
        amount: money(limit.amount ?? 0),
        left: money(left),
        date: date(limit.resets_date),
      })}
    </p>
  )
}
