import { describe, expect, it } from 'vitest'
import { classifyDiff, type BreakingKind, type ContractDiff } from './classify-diff.ts'

const request = [
  'paths',
  '/api/auth/login',
  'post',
  'requestBody',
  'content',
  'application/json',
  'schema',
]
const answer = [
  'paths',
  '/api/auth/get_balance',
  'post',
  'responses',
  '200',
  'content',
  'application/json',
  'schema',
  'oneOf',
  0,
]

const rows: [string, { given: ContractDiff; want: BreakingKind | undefined }][] = [
  [
    'a removed path',
    {
      given: { path: ['paths', '/api/seo', 'post'], action: 'remove', type: 'breaking' },
      want: 'path removed',
    },
  ],
  [
    'a removed answer field',
    {
      given: {
        path: [...answer, 'properties', 'game_balance'],
        action: 'remove',
        type: 'breaking',
      },
      want: 'field removed or renamed',
    },
  ],
  [
    'a removed request field (a server would not mind; the site would)',
    {
      given: {
        path: [...request, 'properties', 'external_id'],
        action: 'remove',
        type: 'non-breaking',
      },
      want: 'field removed or renamed',
    },
  ],
  [
    'a renamed field',
    {
      given: {
        path: [...answer, 'properties', 'game_balance'],
        action: 'rename',
        type: 'breaking',
      },
      want: 'field removed or renamed',
    },
  ],
  [
    'an added optional request field',
    {
      given: {
        path: [...request, 'properties', 'remember_me'],
        action: 'add',
        type: 'non-breaking',
      },
      want: undefined,
    },
  ],
  [
    'an added answer field',
    {
      given: { path: [...answer, 'properties', 'bonus'], action: 'add', type: 'non-breaking' },
      want: undefined,
    },
  ],
  [
    'a removed enum value',
    {
      given: {
        path: [...answer, 'properties', 'status', 'enum', 2],
        action: 'remove',
        type: 'non-breaking',
      },
      want: 'enum value removed',
    },
  ],
  [
    'a replaced enum value',
    {
      given: {
        path: [...answer, 'properties', 'status', 'enum', 0],
        action: 'replace',
        type: 'non-breaking',
        before: 'OPEN',
        after: 'open',
      },
      want: 'enum value removed',
    },
  ],
  [
    'an added enum value',
    {
      given: {
        path: [...answer, 'properties', 'status', 'enum', 3],
        action: 'add',
        type: 'non-breaking',
      },
      want: undefined,
    },
  ],
  [
    'number to integer',
    {
      given: {
        path: [...answer, 'properties', 'game_balance', 'type'],
        action: 'replace',
        type: 'non-breaking',
        before: 'number',
        after: 'integer',
      },
      want: 'type narrowed',
    },
  ],
  [
    'number to string',
    {
      given: {
        path: [...request, 'properties', 'inbox_id', 'type'],
        action: 'replace',
        type: 'breaking',
        before: 'integer',
        after: 'string',
      },
      want: 'type narrowed',
    },
  ],
  [
    'integer to number (widened)',
    {
      given: {
        path: [...request, 'properties', 'amount', 'type'],
        action: 'replace',
        type: 'non-breaking',
        before: 'integer',
        after: 'number',
      },
      want: undefined,
    },
  ],
  [
    'string to [string, null] (widened)',
    {
      given: {
        path: [...answer, 'properties', 'email', 'type'],
        action: 'replace',
        type: 'non-breaking',
        before: 'string',
        after: ['string', 'null'],
      },
      want: undefined,
    },
  ],
  [
    '[string, null] to string',
    {
      given: {
        path: [...answer, 'properties', 'email', 'type'],
        action: 'replace',
        type: 'non-breaking',
        before: ['string', 'null'],
        after: 'string',
      },
      want: 'type narrowed',
    },
  ],
  [
    'an optional request field made required',
    {
      given: {
        path: [...request, 'required', 3],
        action: 'add',
        type: 'breaking',
        after: 'external_id',
      },
      want: 'request field made required',
    },
  ],
  [
    'a required request field made optional',
    {
      given: {
        path: [...request, 'required', 3],
        action: 'remove',
        type: 'non-breaking',
        before: 'external_id',
      },
      want: undefined,
    },
  ],
  [
    'a required answer field made optional',
    {
      given: {
        path: [...answer, 'required', 1],
        action: 'remove',
        type: 'breaking',
        before: 'game_balance',
      },
      want: 'answer field made optional',
    },
  ],
  [
    'a changed description',
    {
      given: { path: [...answer, 'description'], action: 'replace', type: 'annotation' },
      want: undefined,
    },
  ],
  [
    'anything else the tool calls breaking',
    {
      given: { path: [...request, 'additionalProperties'], action: 'replace', type: 'breaking' },
      want: 'breaking (api-smart-diff)',
    },
  ],
  [
    'a component no call uses',
    {
      given: { path: ['components', 'schemas', 'Old'], action: 'remove', type: 'breaking' },
      want: undefined,
    },
  ],
]

describe('classifyDiff: which contract differences break the calls', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(classifyDiff(given)).toBe(want)
  })
})
