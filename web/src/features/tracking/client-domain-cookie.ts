import { hostState } from './client-domain.ts'
import { writeCookie } from '../../lib/cookies.ts'
import { runtimeConfig } from '../../lib/runtime-config.ts'

export const clientDomainCookie = 'clientDomain'

/** Spec section 9: the clientDomain cookie holds the host-state value (Path=/, Secure, SameSite=Lax). */
export function rememberClientDomain(doc: Document = document): string {
  const value = hostState(doc.location.hostname, runtimeConfig().productDomain)
  writeCookie(clientDomainCookie, value, {}, doc)
  return value
}
