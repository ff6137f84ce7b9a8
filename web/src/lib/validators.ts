export type ValidationKey = 'validation:invalidEmail' | 'validation:invalidUrl'

const email = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isEmail(value: string): boolean {
  return email.test(value.trim())
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** Returns the message key to show, or null when the value is fine. */
export function validateEmail(value: string): ValidationKey | null {
  return isEmail(value) ? null : 'validation:invalidEmail'
}

export function validateUrl(value: string): ValidationKey | null {
  return isUrl(value) ? null : 'validation:invalidUrl'
}
