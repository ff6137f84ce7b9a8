export const commentLength = { min: 10, max: 500 } as const
export type ReviewErrors = { rating?: 'review.errors.rating'; comment?: 'review.errors.comment' }

/** Stars 1 to 5 and a comment long enough to help another player, short enough to read. */
export function reviewErrors(rating: number, comment: string): ReviewErrors {
  const length = comment.trim().length
  return {
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5
      ? {}
      : { rating: 'review.errors.rating' as const }),
    ...(length >= commentLength.min && length <= commentLength.max
      ? {}
      : { comment: 'review.errors.comment' as const }),
  }
}
