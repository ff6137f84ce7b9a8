import { anyApiPaths } from '@playfront/contract/provisional-paths'
import { validateRequest } from '@playfront/contract/validators'
import { describe, expect, it } from 'vitest'
import { bodiesFor, type Identity } from './request-bodies.ts'
import { sampleFromSchema } from './sample-from-schema.ts'

const who: Identity = {
  domain: 'casino1.example',
  externalId: 'T-1',
  account: 'qa1',
  password: 's3cret-pass',
  token: 'tok-1',
  newAccount: 'verifynew1',
  profile: { full_name: 'Ana Reyes', contact_email: 'ana@example.org' },
}

describe('the bodies verify sends', () => {
  it.each([...anyApiPaths])(
    '%s: examples and a generated body, all valid, all for the given player',
    (path) => {
      const bodies = bodiesFor(path, who)
      expect(bodies.map((b) => b.name)).toContain('generated from the schema')
      for (const { body } of bodies) {
        expect(validateRequest(path, body)).toEqual({ ok: true })
        if ('domain_name' in body) expect(body.domain_name).toBe(who.domain)
        if ('auth' in body) expect(body.auth).toBe(who.token)
        if ('account_id' in body)
          expect(body.account_id).toBe(
            path.endsWith('/signup') || path.endsWith('/request_new_register')
              ? who.newAccount
              : who.account,
          )
      }
    },
  )

  it.each([
    [
      'the password is "changed" to itself',
      '/api/auth/update_password',
      { password: who.password, new_password: who.password },
    ],
    ['a withdrawal is 0.01', '/api/wallet/withdraw', { amount: 0.01 }],
    [
      'a bank account is removed only by an id that does not exist',
      '/api/bank/remove_account',
      { bank_account_id: 999_999_999 },
    ],
    ['an inbox claim names no real item', '/api/settings/claim_inbox', { inbox_id: 999_999_999 }],
  ])('never harms the account: %s', (_name, path, fields) => {
    for (const { body } of bodiesFor(path, who)) expect(body).toMatchObject(fields)
  })

  it("sends the profile update back with the player's own name and email, or not at all", () => {
    const bodies = bodiesFor('/api/settings/profile_update', who)
    expect(bodies.length).toBeGreaterThan(0)
    for (const { body } of bodies) expect(body).toMatchObject(who.profile!)
    expect(bodiesFor('/api/settings/profile_update', { ...who, profile: undefined })).toEqual([])
  })
})

describe('sampleFromSchema', () => {
  it.each([
    ['an example wins', { type: 'string', examples: ['+639171234567'] }, '+639171234567'],
    ['a const', { const: 1 }, 1],
    ['the first enum value', { enum: ['deposit', 'withdrawal'] }, 'deposit'],
    ['a bounded integer', { type: 'integer', minimum: 1 }, 1],
    ['an exclusive minimum', { type: 'number', exclusiveMinimum: 0 }, 1],
    ['a long enough string', { type: 'string', minLength: 3 }, 'xxx'],
    ['a nullable string', { type: ['string', 'null'] }, 'x'],
    [
      'only the required fields',
      {
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'boolean' }, b: { type: 'string' } },
      },
      { a: false },
    ],
    ['an empty array unless items are required', { type: 'array', items: { type: 'string' } }, []],
    ['digits for a digits pattern', { type: 'string', pattern: '^[0-9]{6,20}$' }, '111111'],
    [
      'a $ref of the contract',
      { $ref: '#/components/schemas/TenantRequest' },
      { domain_name: expect.any(String), external_id: expect.any(String) },
    ],
  ])('%s', (_name, schema, want) => {
    expect(sampleFromSchema(schema)).toEqual(want)
  })
})
