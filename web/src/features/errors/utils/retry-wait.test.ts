import { describe, expect, it } from 'vitest'
import { retryAt, retryWait } from './retry-wait.ts'

const now = Date.parse('2026-11-27T10:00:00Z')
const inSeconds = (s: number) => new Date(now + s * 1000).toISOString()

describe('when a player may try again after too many attempts', () => {
  it.each([
    [900, 'en', 'in 15 minutes'],
    [900, 'fil', 'sa 15 minuto'],
    [900, 'zh', '15分钟后'],
    [30, 'en', 'in 30 seconds'],
    [61, 'en', 'in 2 minutes'],
    [3600, 'en', 'in 60 minutes'],
    [3 * 3600, 'zh', '3小时后'],
  ])('%s seconds reads in %s as "%s"', (seconds, language, want) => {
    expect(retryWait('tooManyAttempts', inSeconds(seconds), language, now)).toBe(want)
  })

  it.each([
    ['another refusal', 'timedOut', inSeconds(900)],
    ['no detail', 'tooManyAttempts', undefined],
    ['a detail that is no date', 'tooManyAttempts', 'Too many wrong passwords.'],
  ])('is left out for %s', (_name, message, detail) => {
    expect(retryWait(message, detail, 'en', now)).toBeNull()
  })

  it('takes the moment from retry_after, and nothing from other failures', () => {
    const locked = { statusCode: -500, statusMessage: 'tooManyAttempts', retry_after: 900 } as const
    expect(retryAt(locked, now)).toBe(inSeconds(900))
    expect(retryAt({ statusCode: -500, statusMessage: 'internalServerError' }, now)).toBeUndefined()
  })
})
