import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useBrowserValue } from '../../../hooks/use-browser-value.ts'
import { formatSiteDate } from '../../../lib/date-locale.ts'
import { formatMoney } from '../../../lib/money.ts'
import type { Jackpot } from '../api/jackpots.ts'
import { useLiveJackpots } from '../hooks/use-live-jackpots.ts'
import './jackpot.css'

/**
 * The tenant's jackpots, counting up. The date of a last win is in the player's time zone, which
 * the server does not know: the page the server sends, and its hydration, leave it out, and the
 * browser writes it on a line kept for it.
 */
export function JackpotBoard({ first }: { first: Jackpot[] }) {
  const { t } = useTranslation()
  const titleId = useId()
  const { jackpots, amounts } = useLiveJackpots(first)
  const inBrowser = useBrowserValue(() => true, false)
  return (
    <section className="jackpots" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('jackpot.title')}</h2>
      <ul className="jackpots__list">
        {jackpots.map((jackpot, i) => (
          <li key={jackpot.jackpot_id} className={`jackpot jackpot--${jackpot.tier}`}>
            <span className="jackpot__tier">{t(`jackpot.${jackpot.tier}`)}</span>
            <span
              className="jackpot__amount"
              ref={(element) => {
                amounts.current[i] = element
              }}
            >
              {formatMoney(jackpot.amount, jackpot.currency)}
            </span>
            <span className="jackpot__won">
              {jackpot.last_won
                ? t('jackpot.lastWon', {
                    amount: formatMoney(jackpot.last_won.amount, jackpot.currency),
                  })
                : t('jackpot.notWonYet')}
            </span>
            <span className="jackpot__won">
              {jackpot.last_won && inBrowser
                ? formatSiteDate(jackpot.last_won.won_date, jackpot.currency)
                : '\u00a0'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
