import { FlagError } from './flag-error.ts'

/**
 * The origin of a flag's http(s) URL, or a {@link FlagError} naming the flag and what it takes.
 *
 * @example httpOrigin('--base-url', 'http://localhost:8080/', 'a running site such as http://localhost:8080') // 'http://localhost:8080'
 */
export function httpOrigin(flag: string, raw: string, expected: string): string {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
    return url.origin
  } catch {
    throw new FlagError(`${flag}: expected the http(s) URL of ${expected}, got '${raw}'`)
  }
}
