import { describe, expect, it, vi } from 'vitest'
import { sendAdVisitOnce } from './ad-visit.ts'

const tenant = { domainName: 'casino3.localhost', externalId: 'ext-3' }

function fakeApi() {
  return { post: vi.fn(async () => ({ statusCode: 1 })) }
}

describe('sendAdVisitOnce', () => {
  const rows: [string, { given: { fbp: string; appsflyerId: string }; want: number }][] = [
    ['neither fbp nor appsflyer_id: no visit', { given: { fbp: '', appsflyerId: '' }, want: 0 }],
    ['fbp only', { given: { fbp: 'fb.1.2.3', appsflyerId: '' }, want: 1 }],
    ['appsflyer_id only', { given: { fbp: '', appsflyerId: 'af-1' }, want: 1 }],
    ['both', { given: { fbp: 'fb.1.2.3', appsflyerId: 'af-1' }, want: 1 }],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    const api = fakeApi()
    sendAdVisitOnce(api as never, tenant, { affiliateCode: '', ...given })
    expect(api.post).toHaveBeenCalledTimes(want)
  })

  it('posts the tenant and both ids to /api/settings/adsvisit', () => {
    const api = fakeApi()
    sendAdVisitOnce(api as never, tenant, { affiliateCode: 'A1', fbp: 'fb.1', appsflyerId: 'af-1' })
    expect(api.post).toHaveBeenCalledWith('/api/settings/adsvisit', {
      domain_name: 'casino3.localhost',
      external_id: 'ext-3',
      fbp: 'fb.1',
      appsflyer_id: 'af-1',
    })
  })

  it('sends once however often the effect runs', () => {
    const api = fakeApi()
    const ids = { affiliateCode: '', fbp: 'fb.1', appsflyerId: '' }
    sendAdVisitOnce(api as never, tenant, ids)
    sendAdVisitOnce(api as never, tenant, ids)
    sendAdVisitOnce(api as never, tenant, ids)
    expect(api.post).toHaveBeenCalledTimes(1)
  })
})
