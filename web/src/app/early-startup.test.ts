import { describe, expect, it, vi } from 'vitest'
import { earlyOrCall } from './early-startup.ts'

const success = { statusCode: 1, site: { theme_code: 'casino1' } }
const failure = { statusCode: -500, statusMessage: 'internalServerError' }

describe('startup taken from index.html', () => {
  it('uses the answer index.html asked for when it is a success, without a second call', async () => {
    const call = vi.fn(async () => ({ statusCode: 1, fresh: true }))
    await expect(earlyOrCall(Promise.resolve(success), call)).resolves.toBe(success)
    expect(call).not.toHaveBeenCalled()
  })

  it.each([
    ['a failure envelope', () => Promise.resolve(failure)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is no envelope', () => Promise.resolve('<html>')],
    ['no early answer at all', () => undefined],
  ])(
    'asks through the API client again after %s, so the error handler sees it',
    async (_case, early) => {
      const call = vi.fn(async () => failure)
      await expect(earlyOrCall(early(), call)).resolves.toBe(failure)
      expect(call).toHaveBeenCalledOnce()
    },
  )
})
