import { describe, expect, it } from 'vitest'
import { validateRequest, validateResponse } from './validators.ts'

const login = {
  account_id: 'demo',
  password: 'demo1234',
  domain_name: 'casino3.localhost',
  external_id: 'T-CASINO3',
}
const { password: _dropped, ...loginWithoutPassword } = login

describe('validateRequest', () => {
  it('passes a body that follows the contract', () => {
    expect(validateRequest('/api/auth/login', login)).toEqual({ ok: true })
  })

  const rows: [
    string,
    { path: string; given: unknown; want: { field: string; message: string }[] },
  ][] = [
    [
      'a missing required field is named',
      {
        path: '/api/auth/login',
        given: loginWithoutPassword,
        want: [{ field: 'password', message: "must have required property 'password'" }],
      },
    ],
    [
      'a field of the wrong type is named',
      {
        path: '/api/settings/claim_inbox',
        given: { account_id: 'demo', auth: 't', inbox_id: '101' },
        want: [{ field: 'inbox_id', message: 'must be integer' }],
      },
    ],
    [
      'a field the call does not take is named',
      {
        path: '/api/startup',
        given: { domain_name: 'a', theme: 'x' },
        want: [{ field: 'theme', message: 'is not a field of this call' }],
      },
    ],
    [
      'a malformed e-mail is named',
      {
        path: '/api/settings/profile_update',
        given: { account_id: 'demo', auth: 't', full_name: 'A', contact_email: 'nope' },
        want: [{ field: 'contact_email', message: 'must match format "email"' }],
      },
    ],
    [
      'a body that is not an object is refused as a whole',
      { path: '/api/startup', given: 'casino3', want: [{ field: '', message: 'must be object' }] },
    ],
    [
      'an unknown path is refused, not thrown',
      {
        path: '/api/nope',
        given: {},
        want: [{ field: '', message: '"/api/nope" is not a path of the contract' }],
      },
    ],
  ]
  it.each(rows)('%s', (_name, { path, given, want }) => {
    expect(validateRequest(path, given)).toEqual({ ok: false, errors: want })
  })
})

describe('validateResponse', () => {
  it('names a nested field by its dotted path', () => {
    const seo = { statusCode: 1, value: { id: 1, page_name: 7 } }
    const result = validateResponse('/api/seo', seo)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toContainEqual({
      field: 'value.page_name',
      message: 'must be string',
    })
    expect(!result.ok && result.errors).toContainEqual({
      field: 'value.meta_title',
      message: "must have required property 'meta_title'",
    })
  })

  it('checks a failure against the failure body of its path', () => {
    expect(
      validateResponse('/api/home/fav_list', {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
        value: [],
      }),
    ).toEqual({ ok: true })
    expect(
      validateResponse('/api/home/fav_list', {
        statusCode: -503,
        statusMessage: 'serviceUnavailable',
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'value', message: "must have required property 'value'" }],
    })
  })

  it('refuses a status code outside the catalogue', () => {
    const result = validateResponse('/api/auth/get_balance', {
      statusCode: 42,
      statusMessage: 'odd',
    })
    expect(!result.ok && result.errors.map((e) => e.field)).toContain('statusCode')
  })
})
