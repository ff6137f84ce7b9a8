import { perVisit } from './per-visit.ts'

const visit = perVisit(() => ({ url: null as URL | null }))

/** The server names the address each request asked for; the browser's is its own location. */
export function setVisitUrl(url: URL): void {
  visit().url = url
}

/** The host the tenant is found by (spec: domain_name comes from the page's host name). */
export function visitHostname(): string {
  return visit().url?.hostname ?? location.hostname
}

/** The page's origin, e.g. `https://casino1.example`. */
export function visitOrigin(): string {
  return visit().url?.origin ?? location.origin
}
