const ipAddress = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i

/** The last two labels of the host (spec section 9); an IP address as it is. */
export function clientDomain(hostname: string): string {
  if (ipAddress.test(hostname)) return hostname
  return hostname.split('.').filter(Boolean).slice(-2).join('.')
}

/**
 * The host-state value of spec section 9, which the clientDomain cookie holds: the last two host
 * labels, but for a `.com.ph` host, whose last two labels are only the public suffix, the product
 * domain the deployment configures (`productDomain` of config.json), or the host's last three
 * labels where none is configured (decision 061).
 */
export function hostState(hostname: string, productDomain?: string): string {
  if (!hostname.endsWith('.com.ph')) return clientDomain(hostname)
  return productDomain || hostname.split('.').filter(Boolean).slice(-3).join('.')
}
