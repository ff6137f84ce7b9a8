import { describe, expect, it } from 'vitest'
import { exposureFrom, exposureFromArgs } from './exposure.ts'

describe('what a standalone server announces and asks for', () => {
  it('on loopback: says it is local and QA-only, and asks no token', () => {
    const exposure = exposureFrom({}, {})
    expect(exposure).toMatchObject({ host: '127.0.0.1', allowedHosts: [], controlToken: undefined })
    expect(exposure.banner.join('\n')).toMatch(/local, QA-only server/)
  })

  it('on 0.0.0.0 without a token: makes one up and prints it', () => {
    const exposure = exposureFrom({}, { HOST: '0.0.0.0' })
    expect(exposure.controlToken).toMatch(/^[0-9a-f]{32}$/)
    expect(exposure.banner.join('\n')).toContain(`x-mock-control-token: ${exposure.controlToken}`)
  })

  it('takes the token from the flag before the environment, and the allowed hosts from either', () => {
    expect(
      exposureFromArgs(['--control-token', 'flag-token', '--state', 'x.json'], {
        HOST: '0.0.0.0',
        MOCK_CONTROL_TOKEN: 'env-token',
      }).controlToken,
    ).toBe('flag-token')
    expect(
      exposureFrom({}, { HOST: '0.0.0.0', MOCK_CONTROL_TOKEN: 'env-token' }).controlToken,
    ).toBe('env-token')
    expect(exposureFrom({}, { MOCK_ALLOWED_HOSTS: 'qa.example.org' }).allowedHosts).toEqual([
      'qa.example.org',
    ])
    expect(exposureFromArgs(['--allowed-hosts=all'], {}).allowedHosts).toBe(true)
  })
})
