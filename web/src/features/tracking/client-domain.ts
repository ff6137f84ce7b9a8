/**
 * A `.com.ph` host has only the public suffix in its last two labels, so the host state
 * of such a tenant is the product's own domain instead.
 */
export const productDomain = 'site.com.ph'

const ipAddress = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i

export function clientDomain(hostname: string): string {
  if (ipAddress.test(hostname)) return hostname
  return hostname.split('.').filter(Boolean).slice(-2).join('.')
}

export function hostState(hostname: string): string {
  return hostname.endsWith('.com.ph') ? productDomain : clientDomain(hostname)
}
