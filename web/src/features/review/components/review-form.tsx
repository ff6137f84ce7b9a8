import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Outcome } from '../../../lib/outcome.ts'
import { commentLength, reviewErrors } from '../utils/review-rules.ts'
import './review.css'

type Props = {
  submit: (rating: number, comment: string) => Promise<Outcome<unknown>>
  onSubmitted: () => void
}

export function ReviewForm({ submit, onSubmitted }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const errors = shown ? reviewErrors(rating, comment) : {}
  const send = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (busy || Object.keys(reviewErrors(rating, comment)).length > 0) return
    setBusy(true)
    const outcome = await submit(rating, comment.trim())
    setBusy(false)
    if (!outcome.ok) return
    setSent(true)
    setRating(0)
    setComment('')
    setShown(false)
    onSubmitted()
  }
  return (
    <form className="form review-form" onSubmit={send} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('review.write')}</h2>
      {sent && <p role="status">{t('review.thanks')}</p>}
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.rating ? `${id}-rating` : undefined}
      >
        <legend>{t('review.rating')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('review.stars', { count: stars })}</span>
          </label>
        ))}
      </fieldset>
      {errors.rating && (
        <small id={`${id}-rating`} className="field__error">
          {t(errors.rating)}
        </small>
      )}
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('review.comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={commentLength.max}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${id}-comment-hint${errors.comment ? ` ${id}-comment-error` : ''}`}
        />
        <small id={`${id}-comment-hint`} className="field__hint">
          {t('review.commentHint', commentLength)}
        </small>
        {errors.comment && (
          <small id={`${id}-comment-error`} className="field__error">
            {t(errors.comment, commentLength)}
          </small>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t(busy ? 'submitting' : 'review.submit')}
      </button>
    </form>
  )
}
