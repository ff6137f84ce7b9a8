import type { Promotion } from '@playfront/contract/types'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PromotionCalls } from '../api/promotion-calls.ts'
import { PromotionCard, type ApplyState } from './promotion-card.tsx'
import './promotions.css'

type Props = {
  promotions: Promotion[]
  apply: PromotionCalls['apply'] | null
  loginLink: ReactNode
  renderBody: (html: string) => ReactNode
  onApplied: () => void
  now?: () => number
}

/** Each promotion is applied for once; a guest is pointed to login instead of a button that cannot work. */
export function PromotionList({
  promotions,
  apply,
  loginLink,
  renderBody,
  onApplied,
  now = Date.now,
}: Props) {
  const { t } = useTranslation()
  const [states, setStates] = useState<Record<number, ApplyState>>({})
  const set = (id: number, state: ApplyState) => setStates((before) => ({ ...before, [id]: state }))
  const run = async (promotion: Promotion) => {
    if (!apply || states[promotion.promotion_id]?.status === 'applying') return
    set(promotion.promotion_id, { status: 'applying' })
    const outcome = await apply(promotion.promotion_id)
    set(
      promotion.promotion_id,
      outcome.ok
        ? { status: 'applied', amount: outcome.value.amount }
        : { status: 'failed', message: outcome.message },
    )
    if (outcome.ok) onApplied()
  }
  return (
    <ul className="promo-list">
      {promotions.map((promotion) => {
        const state = states[promotion.promotion_id] ?? { status: 'idle' }
        const ended = Date.parse(promotion.end_date) < now()
        const action = ended ? (
          <p className="promo-card__ended">{t('promotions.ended')}</p>
        ) : !apply ? (
          <p>{loginLink}</p>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={state.status !== 'idle'}
            aria-busy={state.status === 'applying'}
            onClick={() => void run(promotion)}
            aria-label={t('promotions.applyFor', { title: promotion.title })}
          >
            {t(state.status === 'applying' ? 'submitting' : 'promotions.apply')}
          </button>
        )
        return (
          <PromotionCard
            key={promotion.promotion_id}
            promotion={promotion}
            body={renderBody(promotion.body)}
            state={state}
            action={action}
          />
        )
      })}
    </ul>
  )
}
