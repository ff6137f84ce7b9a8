import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon.tsx'

/** The sportsbook's right column; selections arrive with the sports screens. */
export function BetSlip() {
  const { t } = useTranslation()
  return (
    <section className="rail-card" aria-labelledby="bet-slip-title">
      <h2 id="bet-slip-title" className="rail-card__title">
        <Icon name="ticket" size={18} />
        {t('layout.betSlip')}
      </h2>
      <p className="rail-card__empty">{t('layout.betSlipEmpty')}</p>
      <p className="rail-card__hint">{t('layout.betSlipHint')}</p>
    </section>
  )
}
