import type { Promotion } from '@playfront/contract/types'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { safeUrl } from '../../../lib/safe-url.ts'

export type ApplyState =
  | { status: 'idle' }
  | { status: 'applying' }
  | { status: 'applied'; amount: number }
  | { status: 'failed'; message: string }
type Props = {
  promotion: Promotion
  body: ReactNode
  state: ApplyState
  action: ReactNode
}

export function PromotionCard({ promotion, body, state, action }: Props) {
  const { money, date } = useSiteFormat()
  const { t } = useTranslation()
  const titleId = `promotion-${promotion.promotion_id}`
  return (
    <li className="promo-card">
      <article aria-labelledby={titleId}>
        <img
          className="promo-card__image"
          src={safeUrl(promotion.image_url)}
          alt=""
          loading="lazy"
          width={640}
          height={240}
        />
        <div className="promo-card__body">
          <h2 id={titleId}>{promotion.title}</h2>
          <p className="promo-card__facts">
            {t('promotions.bonus', { amount: money(promotion.bonus_amount) })} ·{' '}
            {t('promotions.turnover', { times: promotion.turnover_multiplier })}
          </p>
          <p className="promo-card__dates">
            {t('promotions.until', { date: date(promotion.end_date) })}
          </p>
          {body}
          {action}
          {state.status === 'applied' && (
            <p role="status" className="promo-card__result">
              {t('promotions.applied', { amount: money(state.amount) })}
            </p>
          )}
          {state.status === 'failed' && (
            <p role="alert" className="promo-card__result promo-card__result--failed">
              {t(`errors:${state.message}`, { defaultValue: t('errors:unknownError') })}
            </p>
          )}
        </div>
      </article>
    </li>
  )
}
