/**
 * A short FNV-1a hash of a JSON value, for telling whether two seeds are the same.
 *
 * @example
 * fingerprint({ a: 1 }) === fingerprint({ a: 1 }) // true
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
