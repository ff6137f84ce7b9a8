import { describe, expect, it } from 'vitest'
import { signupExtras } from './signup-extras.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const noTracking = { affiliateCode: '', appsflyerId: '', fbp: '' }

describe('signupExtras', () => {
  it('sends the referrer, campaign and tracking ids of the visit', () => {
    const extras = signupExtras(
      new URLSearchParams('ref=REF123&ch=facebook&cm=spring&pp=landing-a'),
      memoryStorage({ 'site.visitor-id': 'v-1' }),
      {
        affiliateCode: 'AFF42',
        appsflyerId: '1700-1',
        fbp: 'fb.1.17.12',
      },
    )
    expect(extras).toEqual({
      referrer_code: 'REF123',
      ch: 'facebook',
      cm: 'spring',
      pp: 'landing-a',
      affiliate_code: 'AFF42',
      appsflyer_id: '1700-1',
      fbp: 'fb.1.17.12',
      visitor_id: 'v-1',
    })
  })

  it('keeps the referrer of an earlier visit when the link has none', () => {
    const storage = memoryStorage()
    signupExtras(new URLSearchParams('referrer_code=FRIEND'), storage, noTracking)
    expect(signupExtras(new URLSearchParams(''), storage, noTracking).referrer_code).toBe('FRIEND')
  })

  it('leaves out empty fields and keeps one visitor id per browser', () => {
    const storage = memoryStorage()
    const first = signupExtras(new URLSearchParams(''), storage, noTracking)
    expect(Object.keys(first)).toEqual(['visitor_id'])
    expect(signupExtras(new URLSearchParams(''), storage, noTracking).visitor_id).toBe(
      first.visitor_id,
    )
  })
})
