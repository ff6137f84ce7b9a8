import { beforeEach, describe, expect, it } from 'vitest'
import { rememberTrackingIds, trackingIds } from './tracking-ids.ts'

describe('tracking ids', () => {
  beforeEach(() => localStorage.clear())

  const rows: [
    string,
    { given: { search: string; stored?: Record<string, string>; cookie?: string }; want: object },
  ][] = [
    [
      'nothing in the link',
      { given: { search: '' }, want: { affiliateCode: '', appsflyerId: '', fbp: '' } },
    ],
    ['aff in the link', { given: { search: '?aff=A100' }, want: { affiliateCode: 'A100' } }],
    [
      'affiliate_code in the link',
      { given: { search: '?affiliate_code=B200' }, want: { affiliateCode: 'B200' } },
    ],
    [
      'appsflyer_id in the link',
      { given: { search: '?appsflyer_id=af-9' }, want: { appsflyerId: 'af-9' } },
    ],
    [
      'a stored id survives a plain visit',
      { given: { search: '', stored: { affiliate_code: 'OLD' } }, want: { affiliateCode: 'OLD' } },
    ],
    [
      'a new link replaces the stored id',
      {
        given: { search: '?aff=NEW', stored: { affiliate_code: 'OLD' } },
        want: { affiliateCode: 'NEW' },
      },
    ],
    [
      'an empty parameter keeps the stored id',
      {
        given: { search: '?aff=', stored: { affiliate_code: 'OLD' } },
        want: { affiliateCode: 'OLD' },
      },
    ],
    [
      'fbp from the _fbp cookie',
      { given: { search: '', cookie: 'a=1; _fbp=fb.1.17.42' }, want: { fbp: 'fb.1.17.42' } },
    ],
  ]
  it.each(rows)('%s', (_, { given, want }) => {
    for (const [key, value] of Object.entries(given.stored ?? {})) localStorage.setItem(key, value)
    rememberTrackingIds(given.search)
    expect(trackingIds(localStorage, given.cookie ?? '')).toMatchObject(want)
  })
})
