import { describe, expect, it, vi } from 'vitest'
import { loadSeo } from './load-seo.ts'

const tenant = { domainName: 'casino3.localhost', externalId: 'T-CASINO3' }

describe('loadSeo', () => {
  it('asks for the home page of the tenant', async () => {
    const post = vi.fn(async () => ({ statusCode: 1, value: { id: 1, meta_title: 'Casino3' } }))
    const record = await loadSeo({ post } as never, tenant)
    expect(post).toHaveBeenCalledWith('/api/seo', {
      domain_name: 'casino3.localhost',
      external_id: 'T-CASINO3',
      page_name: 'home',
    })
    expect(record).toMatchObject({ meta_title: 'Casino3' })
  })

  const rows: [string, { given: object; want: object | null }][] = [
    [
      '-503 gives the empty record',
      {
        given: {
          statusCode: -503,
          statusMessage: 'serviceUnavailable',
          value: { id: 0, meta_title: '' },
        },
        want: { id: 0 },
      },
    ],
    [
      'a disconnect gives nothing',
      { given: { statusCode: 0, statusMessage: 'disconnect' }, want: null },
    ],
  ]
  it.each(rows)('%s', async (_, { given, want }) => {
    const record = await loadSeo({ post: async () => given } as never, tenant)
    if (want === null) expect(record).toBeNull()
    else expect(record).toMatchObject(want)
  })
})
