import { readCookie } from '../../lib/cookies.ts'

export const affiliateQueryKeys = ['aff', 'affiliate_code'] as const
export const affiliateStorageKey = 'affiliate_code'
export const appsflyerStorageKey = 'appsflyer_id'
export const fbpCookie = '_fbp'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function firstParam(search: string, keys: readonly string[]): string | null {
  const query = new URLSearchParams(search)
  for (const key of keys) {
    const value = query.get(key)?.trim()
    if (value) return value
  }
  return null
}

/** A link with an id wins over the stored one: the player followed the newer campaign. */
export function rememberTrackingIds(search: string, storage: KeyValueStorage = localStorage): void {
  const affiliate = firstParam(search, affiliateQueryKeys)
  if (affiliate) storage.setItem(affiliateStorageKey, affiliate)
  const appsflyer = firstParam(search, [appsflyerStorageKey])
  if (appsflyer) storage.setItem(appsflyerStorageKey, appsflyer)
}

export type TrackingIds = { affiliateCode: string; appsflyerId: string; fbp: string }

export function trackingIds(
  storage: Pick<Storage, 'getItem'> = localStorage,
  cookieHeader: string = document.cookie,
): TrackingIds {
  return {
    affiliateCode: storage.getItem(affiliateStorageKey) ?? '',
    appsflyerId: storage.getItem(appsflyerStorageKey) ?? '',
    fbp: readCookie(fbpCookie, cookieHeader) ?? '',
  }
}
