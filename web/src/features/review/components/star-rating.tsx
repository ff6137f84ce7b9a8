import { useTranslation } from 'react-i18next'

/** Stars as text for a screen reader, drawn as stars for the eye. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation()
  const whole = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={t('review.stars', { count: rating })}>
      {'★'.repeat(whole)}
      <span className="stars__empty">{'★'.repeat(Math.max(0, 5 - whole))}</span>
    </span>
  )
}
