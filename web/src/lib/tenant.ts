import { readySite } from '../stores/site.ts'
import { session } from '../stores/session.ts'
import { visitHostname } from './visit-url.ts'

/** Calls that act for the site send its domain and the external_id startup returned. */
export function tenantBody(): { domain_name: string; external_id: string } {
  return { domain_name: visitHostname(), external_id: readySite()?.site.external_id ?? '' }
}

/** Calls that act for the player identify them by account_id plus auth. */
export function playerBody(): { account_id: string; auth: string } {
  const { user, token } = session()
  return { account_id: user?.account_id ?? '', auth: token }
}
