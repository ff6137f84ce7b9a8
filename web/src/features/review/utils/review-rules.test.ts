import { describe, expect, it } from 'vitest'
import { reviewErrors } from './review-rules.ts'

describe('reviewErrors', () => {
  it.each([
    ['five stars and a comment', 5, 'Fast withdrawals.', {}],
    ['no star chosen', 0, 'Fast withdrawals.', { rating: 'review.errors.rating' }],
    ['six stars', 6, 'Fast withdrawals.', { rating: 'review.errors.rating' }],
    ['a comment of spaces', 4, '          ', { comment: 'review.errors.comment' }],
    ['a comment too short', 4, 'Good', { comment: 'review.errors.comment' }],
    ['a comment too long', 4, 'a'.repeat(501), { comment: 'review.errors.comment' }],
  ])('%s', (_, rating, comment, want) => {
    expect(reviewErrors(rating, comment)).toEqual(want)
  })
})
