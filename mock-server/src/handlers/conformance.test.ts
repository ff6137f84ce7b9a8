import { anyApiPaths } from '@playfront/contract/provisional-paths'
import { validateResponse } from '@playfront/contract/validators'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createInProcessMock, type InProcessMock } from '../testing/in-process.ts'
import { provisionalBodies } from '../testing/provisional-bodies.ts'
import { validBodies, type BodyContext } from '../testing/valid-bodies.ts'

// Every call (the 23 and the provisional ones), under every scenario (none, each named scenario,
// each forced failure), must answer in the contract's shape. A disconnect is a network error, so it has no body to check.
const scenarios: [name: string, header: string | undefined][] = [
  ['no scenario', undefined],
  ['maintenance', 'maintenance'],
  ['invalid theme code', 'invalid-theme-code'],
  ['invalid theme colour', 'invalid-theme-color'],
  ['forced -500', 'fail=-500'],
  ['forced -503', 'fail=-503'],
  ['forced disconnect', 'fail=disconnect'],
  ['latency', 'latency=1'],
  ['session expired', 'session-expired'],
  ['blocked player', 'block'],
  ['closed player', 'close'],
]

const bodiesFor = (context: BodyContext): Record<string, object> => ({
  ...validBodies(context),
  ...provisionalBodies(context),
})

let mock: InProcessMock
beforeAll(async () => {
  mock = await createInProcessMock()
})
beforeEach(() => mock.backend.reset())

describe.each(scenarios)('conformance under %s', (_name, header) => {
  it.each([...anyApiPaths])('%s answers in the contract shape', async (path) => {
    const token = await mock.login()
    const body = bodiesFor({
      domain: 'localhost',
      externalId: mock.externalId(),
      account: 'demo',
      token,
    })[path]
    const result = await mock.call(path, body, header ? { 'x-mock-scenario': header } : {})
    if (header === 'fail=disconnect') {
      expect(result).toBe('network-error')
      return
    }
    expect(result).not.toBe('network-error')
    expect(validateResponse(path, result)).toEqual({ ok: true })
    if (header?.startsWith('fail='))
      expect((result as { statusCode: number }).statusCode).toBe(Number(header.slice(5)))
  })
})

describe('conformance of failures', () => {
  it.each([...anyApiPaths])(
    '%s answers an invalid body with a failure naming the field',
    async (path) => {
      const result = await mock.call(path, { unexpected_field: 1 })
      expect(validateResponse(path, result)).toEqual({ ok: true })
      expect(result).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' })
      expect((result as { statusDetail: string }).statusDetail).toContain('unexpected_field')
    },
  )

  it.each([...anyApiPaths])('%s answers bad JSON with a clear failure', async (path) => {
    const result = await mock.call(path, '{not json')
    expect(validateResponse(path, result)).toEqual({ ok: true })
    expect(result).toMatchObject({
      statusCode: -500,
      statusDetail: 'The request body is not valid JSON.',
    })
  })
})
