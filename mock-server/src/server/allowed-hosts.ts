import { isIP } from 'node:net'

/** Hosts the user allowed besides the built-in ones: names (`.example.com` also covers its subdomains), or `true` for any. */
export type AllowedHosts = readonly string[] | true

/**
 * The host name of a `Host` header (or of an origin's authority), lower case, without port or brackets.
 *
 * @example
 * hostName('Casino3.localhost:8080') // 'casino3.localhost'
 * hostName('[::1]:4010') // '::1'
 */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith('['))
    return trimmed.slice(1, trimmed.indexOf(']') === -1 ? undefined : trimmed.indexOf(']'))
  return trimmed.replace(/:\d*$/, '').replace(/\.$/, '')
}

/**
 * True when a `Host` header names this machine or a host the user allowed, as Vite's
 * `server.allowedHosts` does: `localhost`, any `*.localhost`, any IP address (DNS rebinding needs a
 * name), and the allowed names. A name starting with a dot also allows its subdomains.
 *
 * @example
 * isAllowedHost('casino3.localhost:8080', []) // true
 * isAllowedHost('attacker.example', []) // false
 * isAllowedHost('qa.example.org:8080', ['.example.org']) // true
 */
export function isAllowedHost(host: string | undefined, allowed: AllowedHosts): boolean {
  if (host === undefined) return true
  const name = hostName(host)
  if (name === '') return false
  if (allowed === true || name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0)
    return true
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase()
    if (wanted.startsWith('.')) return name === wanted.slice(1) || name.endsWith(wanted)
    return name === wanted
  })
}

/**
 * Reads `--allowed-hosts` / `MOCK_ALLOWED_HOSTS`: a comma-separated list, or `true` / `all` for any host.
 *
 * @example
 * parseAllowedHosts('qa.example.org, .test.example') // ['qa.example.org', '.test.example']
 * parseAllowedHosts('true') // true
 */
export function parseAllowedHosts(text: string | undefined): AllowedHosts {
  if (text === undefined) return []
  if (text.trim() === 'true' || text.trim() === 'all') return true
  return text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
}
