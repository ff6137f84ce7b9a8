/** `statusCode` of a success (spec section 8). */
export const successCode = 1
/** `statusMessage` that also means success (spec section 4). */
export const successMessage = 'OK'

/**
 * Success rule of spec section 4: `statusCode` 1, or `statusMessage` OK. Narrows a response to
 * the success body of its path. The one place that says what a success is: nothing else compares
 * `statusCode` with 1. A module of its own, so that a page that needs only this loads only this.
 *
 * @example
 * const res = await api.post('/api/auth/get_balance', body)
 * if (isSuccess(res)) setBalance(res.game_balance)
 */
export function isSuccess<B extends { statusCode: number; statusMessage?: string }>(
  body: B,
): body is Extract<B, { statusCode: 1 }> {
  return body.statusCode === successCode || body.statusMessage === successMessage
}
