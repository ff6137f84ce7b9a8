import { describe, expect, it } from 'vitest'
import { apiPaths } from './api-paths.ts'
import { mediaTypes, openapi, resolve, type Node } from './testing/openapi-document.ts'

const signupFields = [
  'account_id',
  'password',
  'contact_phone',
  'contact_email',
  'referrer_code',
  'ch',
  'cm',
  'pp',
  'affiliate_code',
  'fbp',
  'appsflyer_id',
  'visitor_id',
]
const tenant = ['domain_name', 'external_id']
const player = ['account_id', 'auth']

// The body column of spec section 7, copied from the specification.
const bodyColumn: [string, string[]][] = [
  ['/api/startup', ['domain_name']],
  ['/api/auth/login', ['account_id', 'password', ...tenant]],
  ['/api/auth/get_balance', ['auth', 'account_id']],
  ['/api/auth/forgot_password', ['account_id', 'contact_phone', ...tenant]],
  ['/api/auth/signup', [...signupFields, ...tenant]],
  ['/api/auth/tac/verify', [...tenant, 'account_id', 'tac']],
  ['/api/auth/tac/request_new_register', [...tenant, 'account_id']],
  ['/api/auth/tac/request_login', [...tenant, 'account_id']],
  ['/api/auth/login_tac', ['account_id', 'tac', ...tenant]],
  ['/api/auth/update_password', [...player, 'password', 'new_password']],
  ['/api/auth/vip', player],
  ['/api/home/fav_list', ['auth', 'account_id']],
  ['/api/product/get_hot_games', [...tenant, 'game_type']],
  ['/api/seo', [...tenant, 'page_name']],
  ['/api/settings/profile_update', [...player, 'full_name', 'contact_email']],
  ['/api/settings/social_account', tenant],
  ['/api/settings/top10winner_withdrawal', tenant],
  ['/api/settings/siteinfodetail', tenant],
  ['/api/settings/get_inbox', player],
  ['/api/settings/claim_inbox', [...player, 'inbox_id']],
  ['/api/settings/check_status', player],
  ['/api/settings/get_analytics', ['domain_name']],
  ['/api/settings/adsvisit', [...tenant, 'fbp', 'appsflyer_id']],
]

describe('an integrator reading openapi.yaml', () => {
  it('finds exactly the 23 calls of spec section 7 among the operations not marked provisional, and apiPaths lists the same', () => {
    // The provisional calls (x-provisional: true) are not part of the specification.
    const documented = Object.entries(openapi.paths as Node)
      .filter(([, item]) => ((item as Node).post as Node)['x-provisional'] !== true)
      .map(([path]) => path)
      .sort()
    expect(documented).toEqual(bodyColumn.map(([path]) => path).sort())
    expect([...apiPaths].sort()).toEqual(documented)
  })

  it.each(bodyColumn)(
    '%s is a POST only, with a JSON body of exactly the spec fields',
    (path, fields) => {
      const item = (openapi.paths as Node)[path] as Node
      const methods = Object.keys(item).filter((key) => !key.startsWith('x-'))
      expect(methods).toEqual(['post'])
      const schema = resolve(mediaTypes(path).request.schema)
      // A field marked x-provisional is a proposal beside the spec's fields, not one of them.
      const specFields = Object.entries(schema.properties as Node)
        .filter(([, field]) => (field as Node)['x-provisional'] !== true)
        .map(([name]) => name)
      expect(specFields.sort()).toEqual([...fields].sort())
      expect(schema.additionalProperties).toBe(false)
    },
  )

  it.each(bodyColumn)('%s answers a oneOf of its success body and a failure body', (path) => {
    const oneOf = mediaTypes(path).response.schema as { oneOf: Node[] }
    const [success, failure] = oneOf.oneOf.map((branch) => JSON.stringify(resolve(branch)))
    expect(success).toContain('SuccessStatusCode')
    expect(failure).toMatch(/Failure/)
  })
})
