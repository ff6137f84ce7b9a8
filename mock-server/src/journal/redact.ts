const secretKeys = new Set(['auth', 'token', 'session_token', 'password', 'new_password'])

/**
 * A copy of a JSON value with session tokens and passwords replaced, so that the journal and its
 * HAR export can be shared (tokens never appear in logs).
 *
 * @example
 * redact({ account_id: 'demo', auth: 'f3c1…' }) // { account_id: 'demo', auth: '(hidden)' }
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretKeys.has(key) ? '(hidden)' : redact(inner),
    ]),
  )
}

/**
 * A request or answer text with its secrets hidden: JSON is redacted, anything else kept.
 *
 * @example
 * redactText('{"auth":"abc"}') // '{"auth":"(hidden)"}'
 */
export function redactText(text: string): string {
  try {
    return JSON.stringify(redact(JSON.parse(text)))
  } catch {
    return text
  }
}
