import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { components } from '@playfront/contract/schema'
import { formatMoney } from '../lib/money.ts'
import { sharedRead } from '../lib/api.ts'
import { tenantBody } from '../lib/tenant.ts'
import { useReadySite } from '../stores/site.ts'
import { isSuccess } from '@playfront/contract/success'

type Winner = components['schemas']['WinnerRecord']

/** The casino templates' right column: the tenant's latest big wins. */
export function LayoutWinners() {
  const { t } = useTranslation()
  const currency = useReadySite()?.site.currency ?? ''
  const [winners, setWinners] = useState<Winner[] | null>(null)
  useEffect(() => {
    let live = true
    // The same shared read as `loadSiteStats` (the home page's strip, the leaderboard): one
    // answer a minute serves all three. Called here rather than through it, which would put
    // that module in a chunk of its own on every casino template's first visit.
    void sharedRead('/api/settings/top10winner_withdrawal', tenantBody(), 60_000).then((answer) => {
      if (live)
        setWinners(isSuccess(answer) && 'value' in answer ? answer.value.winner.slice(0, 8) : [])
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <section className="rail-card winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="rail-card__title">
        {t('layout.recentWinners')}
      </h2>
      {winners?.length === 0 && <p className="rail-card__hint">{t('layout.noWinners')}</p>}
      <ol className="winners__list">
        {(winners ?? []).map((winner, index) => (
          <li key={`${winner.account_id}-${index}`} className="winners__item">
            <span className="winners__player">{winner.account_id}</span>
            <span className="winners__game">{winner.game_name}</span>
            <span className="winners__amount">{formatMoney(winner.amount, currency)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
