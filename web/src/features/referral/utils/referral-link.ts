/**
 * The link a player shares: on the tenant's affiliate domain when it has one, else on this
 * site's register page; the `ref` parameter is what register reads as the referrer code.
 */
export function referralLink(accountId: string, affDomain: string, origin: string): string {
  const domain = affDomain
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '')
  const base = domain ? `https://${domain}/register` : `${origin}/register`
  return `${base}?ref=${encodeURIComponent(accountId)}`
}
