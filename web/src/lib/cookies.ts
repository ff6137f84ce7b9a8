export type CookieOptions = {
  maxAgeDays?: number
  /**
   * Spec section 9 asks for Secure. Chromium also keeps a Secure cookie on http://localhost and
   * http://*.localhost (secure contexts); Safari and Firefox may drop it there, so writeCookie
   * falls back to a plain cookie when the Secure one does not stick.
   */
  secure?: boolean
}

const dayInSeconds = 24 * 60 * 60

export function isSecurePage(
  location: Pick<Location, 'protocol'> = globalThis.location,
  secureContext = globalThis.isSecureContext === true,
): boolean {
  return location?.protocol === 'https:' || secureContext
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${options.maxAgeDays * dayInSeconds}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function readCookie(
  name: string,
  cookieHeader: string = globalThis.document?.cookie ?? '',
): string | null {
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0) continue
    if (decodeURIComponent(pair.slice(0, at).trim()) === name) {
      return decodeURIComponent(pair.slice(at + 1).trim())
    }
  }
  return null
}

/*
 * Whether this page's browser keeps a Secure cookie, learnt from the first write. Reading
 * document.cookie back is a synchronous trip to the browser's cookie store (a few ms each on a
 * phone, and a first visit writes three cookies), so only the first write checks.
 */
const keepsSecure = new WeakMap<Document, boolean>()

export function writeCookie(
  name: string,
  value: string,
  options: Omit<CookieOptions, 'secure'> = {},
  doc: Document = document,
): void {
  const secure = isSecurePage(doc.location, doc.defaultView?.isSecureContext === true)
  if (!secure || keepsSecure.get(doc) === false) {
    doc.cookie = serializeCookie(name, value, options)
    return
  }
  doc.cookie = serializeCookie(name, value, { ...options, secure })
  if (keepsSecure.has(doc)) return
  const kept = readCookie(name, doc.cookie) === value
  keepsSecure.set(doc, kept)
  if (!kept) doc.cookie = serializeCookie(name, value, options)
}
