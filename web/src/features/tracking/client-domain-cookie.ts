import { clientDomain } from './client-domain.ts'
import { writeCookie } from '../../lib/cookies.ts'

export const clientDomainCookie = 'clientDomain'

export function rememberClientDomain(doc: Document = document): string {
  const value = clientDomain(doc.location.hostname)
  writeCookie(clientDomainCookie, value, {}, doc)
  return value
}
