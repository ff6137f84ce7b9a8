export type CookieOptions = {
  maxAgeDays?: number
  /**
   * Secure follows the page scheme: Safari and Firefox drop a Secure cookie set from
   * http://localhost, so in `pnpm dev` the cookie would silently never exist.
   */
  secure?: boolean
}

const dayInSeconds = 24 * 60 * 60

export function isSecurePage(location: Pick<Location, 'protocol'> = globalThis.location): boolean {
  return location?.protocol === 'https:'
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${options.maxAgeDays * dayInSeconds}`)
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

export function readCookie(name: string, cookieHeader: string = globalThis.document?.cookie ?? ''): string | null {
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
  doc.cookie = serializeCookie(name, value, { ...options, secure: isSecurePage(doc.location) })
}
