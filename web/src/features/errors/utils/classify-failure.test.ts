import { describe, expect, it } from 'vitest'
import { classifyFailure } from './classify-failure.ts'
import { failureMessage } from './failure-message.ts'

describe('global handler dispatch by statusMessage', () => {
  it.each([
    ['sessionExpired', 'end-session'],
    ['Session Expired', 'end-session'],
    ['BLOCK', 'end-session'],
    ['CLOSE', 'end-session'],
    ['permissionDenied', 'end-session'],
    ['serviceUnavailable', 'log-only'],
    ['internalServerError', 'dialog'],
    ['disconnect', 'dialog'],
    ['Wrong password', 'dialog'],
    [undefined, 'dialog'],
  ])('%s → %s', (statusMessage, want) => {
    expect(classifyFailure(statusMessage)).toBe(want)
  })
})

describe('dialog message', () => {
  const t = (key: string) => `<${key}>`
  it.each([
    ['internalServerError', '<errors:internalServerError>'],
    ['Wrong password or account', 'Wrong password or account'],
    ['code-42', 'code-42'],
    [undefined, '<errors:unknownError>'],
    ['', '<errors:unknownError>'],
  ])('%s shows %s', (message, want) => {
    expect(failureMessage(message, t)).toBe(want)
  })
})
