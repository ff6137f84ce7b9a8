import type { ApiPath } from '@playfront/contract/types'

/** Who the valid bodies speak for. */
export interface BodyContext {
  domain: string
  externalId: string
  account: string
  token: string
}

/**
 * A valid request body for every one of the 23 paths, for the demo player of a tenant.
 *
 * @example
 * validBodies({ domain: 'localhost', externalId: 'T-DEFAULT', account: 'demo', token })['/api/auth/vip']
 */
export function validBodies({
  domain,
  externalId,
  account,
  token,
}: BodyContext): Record<ApiPath, object> {
  const tenant = { domain_name: domain, external_id: externalId }
  const player = { account_id: account, auth: token }
  return {
    '/api/startup': { domain_name: domain },
    '/api/auth/login': { ...tenant, account_id: account, password: 'demo1234' },
    '/api/auth/get_balance': player,
    '/api/auth/forgot_password': { ...tenant, account_id: account, contact_phone: '09000000000' },
    '/api/auth/signup': {
      ...tenant,
      account_id: 'newcomer',
      password: 'secret123',
      contact_phone: '09171234567',
    },
    '/api/auth/tac/verify': { ...tenant, account_id: account, tac: '000000' },
    '/api/auth/tac/request_new_register': { ...tenant, account_id: 'newcomer2' },
    '/api/auth/tac/request_login': { ...tenant, account_id: account },
    '/api/auth/login_tac': { ...tenant, account_id: account, tac: '000000' },
    '/api/auth/update_password': { ...player, password: 'demo1234', new_password: 'demo1234' },
    '/api/auth/vip': player,
    '/api/home/fav_list': player,
    '/api/product/get_hot_games': { ...tenant, game_type: '' },
    '/api/seo': { ...tenant, page_name: 'home' },
    '/api/settings/profile_update': {
      ...player,
      full_name: 'Juan Dela Cruz',
      contact_email: 'juan@example.org',
    },
    '/api/settings/social_account': tenant,
    '/api/settings/top10winner_withdrawal': tenant,
    '/api/settings/siteinfodetail': tenant,
    '/api/settings/get_inbox': player,
    '/api/settings/claim_inbox': { ...player, inbox_id: 1 },
    '/api/settings/check_status': player,
    '/api/settings/get_analytics': { domain_name: domain },
    '/api/settings/adsvisit': { ...tenant, fbp: 'fb.1.1700000000000.1', appsflyer_id: '' },
  }
}
