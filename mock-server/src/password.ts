/**
 * Password hashing with WebCrypto PBKDF2-SHA-256, which Node 24 and every browser (and so the
 * service worker) provide as `globalThis.crypto.subtle`. The iteration count is low on purpose:
 * this is a mock, and login sits in the benchmark.
 */
const iterations = 1_000
const encoder = new TextEncoder()

function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/**
 * Hashes a password with the given salt (hex or any string).
 *
 * @example
 * await hashPassword('demo1234', 'a1b2') // '5f0c…' (64 hex characters)
 */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  )
  return toHex(new Uint8Array(bits))
}

/**
 * True when `password` hashes to `hash` with `salt`.
 *
 * @example
 * await verifyPassword('demo1234', player.password_salt, player.password_hash) // true
 */
export async function verifyPassword(
  password: string,
  salt: string,
  hash: string,
): Promise<boolean> {
  const candidate = await hashPassword(password, salt)
  let diff = candidate.length ^ hash.length
  for (let i = 0; i < candidate.length && i < hash.length; i++)
    diff |= candidate.charCodeAt(i) ^ hash.charCodeAt(i)
  return diff === 0
}

/**
 * A fresh random salt, 16 bytes as hex.
 *
 * @example
 * newSalt().length // 32
 */
export function newSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}
