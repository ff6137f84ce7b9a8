import { describe, expect, it } from 'vitest'
import { visitorUrl } from './visitor-url.ts'

const asked = (headers: Record<string, string>, url = 'http://10.0.0.5:8080/about?x=1') =>
  ({ url, headers: new Headers(headers) }) as Request

describe('visitorUrl', () => {
  it('takes the tenant from the Host', () => {
    expect(visitorUrl(asked({ host: 'Casino1.Example:8080' }), false)?.href).toBe(
      'http://casino1.example:8080/about?x=1',
    )
  })

  it('keeps the scheme the request came in on', () => {
    const url = visitorUrl(asked({ host: 'casino1.example' }, 'https://casino1.example/'), false)
    expect(url?.origin).toBe('https://casino1.example')
  })

  it('behind a load balancer, takes its forwarded host and scheme', () => {
    const url = visitorUrl(
      asked({
        host: '10.0.0.5:8080',
        'x-forwarded-host': 'casino1.example',
        'x-forwarded-proto': 'https',
      }),
      true,
    )
    expect(url?.origin).toBe('https://casino1.example')
  })

  it('ignores forwarded headers it was not told to trust', () => {
    const url = visitorUrl(
      asked({ host: 'casino1.example', 'x-forwarded-host': 'evil.example' }),
      false,
    )
    expect(url?.host).toBe('casino1.example')
  })

  it('reads a path that starts with two slashes as a path, not as another host', () => {
    const url = visitorUrl(asked({ host: 'casino1.example' }, 'http://x//evil.example/a'), false)
    expect(url?.host).toBe('casino1.example')
    expect(url?.pathname).toBe('//evil.example/a')
  })

  const refused = ['', 'evil.example/path', 'user@casino1.example', 'a b']
  it.each(refused)('refuses the Host %j', (host) => {
    expect(visitorUrl(asked({ host }), false)).toBeNull()
  })
})
