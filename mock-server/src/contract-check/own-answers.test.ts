import { afterEach, describe, expect, it } from 'vitest'
import { createMockBackend } from '../backend.ts'
import { checkOwnAnswer, setSelfCheck, takeOwnViolations } from './own-answers.ts'
import { violationsOf } from './violations.ts'

afterEach(() => setSelfCheck(true))

describe('the mock checks its own answers against the contract', () => {
  it('is on under Vitest', () => {
    const backend = createMockBackend()
    checkOwnAnswer(backend, '/api/auth/get_balance', {
      statusCode: 1,
      game_balance: '10',
      game_token: 0,
    })
    expect(takeOwnViolations()).toEqual([
      expect.objectContaining({
        source: 'mock-answer',
        path: '/api/auth/get_balance',
        problems: ['game_balance: must be number'],
      }),
    ])
    expect(violationsOf(backend).count).toBe(1)
  })

  it('lets an answer in the contract pass and hands nothing to the test', () => {
    const backend = createMockBackend()
    checkOwnAnswer(backend, '/api/auth/get_balance', {
      statusCode: 1,
      statusMessage: 'OK',
      game_balance: 10,
      game_token: 0,
    })
    expect(takeOwnViolations()).toEqual([])
    expect(violationsOf(backend).list()).toEqual([])
  })

  it('can be turned off', () => {
    setSelfCheck(false)
    checkOwnAnswer(createMockBackend(), '/api/auth/get_balance', { statusCode: 1 })
    expect(takeOwnViolations()).toEqual([])
  })
})
