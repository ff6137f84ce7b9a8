import { useTranslation } from 'react-i18next'
import type { ReviewPage } from '../api/review-calls.ts'
import { StarRating } from './star-rating.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './review.css'

export function ReviewList({ reviews }: { reviews: ReviewPage }) {
  const { date } = useSiteFormat()
  const { t } = useTranslation()
  return (
    <>
      <p className="review-average">
        {t('review.average', { average: reviews.average.toFixed(1), count: reviews.total })}{' '}
        <StarRating rating={reviews.average} />
      </p>
      <ul className="review-list">
        {reviews.rows.map((review) => (
          <li key={review.review_id} className="review-card">
            <p className="review-card__head">
              <strong>{review.display_name}</strong> <StarRating rating={review.rating} />
            </p>
            <p>{review.comment}</p>
            <p className="review-card__date">
              <time dateTime={review.created_date}>{date(review.created_date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
