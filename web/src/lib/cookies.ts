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

export function writeCookie(
  name: string,
  value: string,
  options: Omit<CookieOptions, 'secure'> = {},
  doc: Document = document,
): void {
  const secure = isSecurePage(doc.location, doc.defaultView?.isSecureContext === true)
  doc.cookie = serializeCookie(name, value, { ...options, secure })
  if (secure && readCookie(name, doc.cookie) !== value)
    doc.cookie = serializeCookie(name, value, options)
}
