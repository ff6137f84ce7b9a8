export type TrackingIds = { affiliateCode: string; appsflyerId: string; fbp: string }
export type SignupExtras = {
  referrer_code?: string
  ch?: string
  cm?: string
  pp?: string
  affiliate_code?: string
  fbp?: string
  appsflyer_id?: string
  visitor_id: string
}

export const referrerStorageKey = 'referrer_code'
export const visitorStorageKey = 'site.visitor-id'
const referrerKeys = ['ref', 'referrer_code', 'referral']

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/** A referral link wins over the referrer kept from an earlier visit, as for affiliate links. */
export function referrerCode(search: URLSearchParams, storage: Storage): string {
  const fromLink = referrerKeys.map((key) => search.get(key)?.trim()).find(Boolean)
  if (fromLink) storage.setItem(referrerStorageKey, fromLink)
  return fromLink ?? storage.getItem(referrerStorageKey) ?? ''
}

export function visitorId(
  storage: Storage,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const known = storage.getItem(visitorStorageKey)
  if (known) return known
  const id = `v-${newId()}`
  storage.setItem(visitorStorageKey, id)
  return id
}

/** The marketing fields of a signup; empty ones are left out rather than sent blank. */
export function signupExtras(
  search: URLSearchParams,
  storage: Storage,
  tracking: TrackingIds,
): SignupExtras {
  const fields: Omit<SignupExtras, 'visitor_id'> = {
    referrer_code: referrerCode(search, storage),
    ch: search.get('ch') ?? '',
    cm: search.get('cm') ?? '',
    pp: search.get('pp') ?? '',
    affiliate_code: tracking.affiliateCode,
    fbp: tracking.fbp,
    appsflyer_id: tracking.appsflyerId,
  }
  const kept = Object.fromEntries(Object.entries(fields).filter(([, value]) => value?.trim()))
  return { ...kept, visitor_id: visitorId(storage) }
}
