import { describe, expect, it } from 'vitest'
import { parseVerifyArgs, type ParsedOptions } from './options.ts'

const rows: [string, { given: string[]; want: ParsedOptions }][] = [
  [
    'the mock with the defaults',
    {
      given: ['--base-url', 'http://127.0.0.1:4010'],
      want: {
        ok: true,
        options: {
          baseUrl: 'http://127.0.0.1:4010',
          domain: 'localhost',
          account: 'demo',
          password: 'demo1234',
        },
        out: 'reports/verify',
      },
    },
  ],
  [
    'a real backend with its player',
    {
      given: [
        '--',
        '--base-url',
        'https://api.example',
        '--domain',
        'casino1.example',
        '--account',
        'qa1',
        '--password',
        's3cret',
        '--other-domain',
        'slot2.example',
      ],
      want: {
        ok: true,
        options: {
          baseUrl: 'https://api.example',
          domain: 'casino1.example',
          account: 'qa1',
          password: 's3cret',
          otherDomain: 'slot2.example',
        },
        out: 'reports/verify',
      },
    },
  ],
  ['no base URL', { given: [], want: { ok: false, error: '--base-url is required' } }],
  [
    'a base URL that is not one',
    {
      given: ['--base-url', 'localhost:4010'],
      want: { ok: false, error: '--base-url must be http or https, not localhost:' },
    },
  ],
  [
    'garbage',
    {
      given: ['--base-url', 'not a url'],
      want: { ok: false, error: '--base-url "not a url" is not a URL' },
    },
  ],
]

describe('parseVerifyArgs', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(parseVerifyArgs(given)).toEqual(want)
  })

  it('names an unknown option', () => {
    expect(parseVerifyArgs(['--base-url', 'http://x', '--tenant', 'a'])).toMatchObject({
      ok: false,
      error: expect.stringContaining("'--tenant'"),
    })
  })
})
