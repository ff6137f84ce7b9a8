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
          timeoutMs: 5_000,
          concurrency: 8,
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
          timeoutMs: 5_000,
          concurrency: 8,
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

  it.each([
    [['--timeout', '0.5', '--concurrency', '2'], { timeoutMs: 500, concurrency: 2 }],
    [['--timeout', '30'], { timeoutMs: 30_000, concurrency: 8 }],
  ])('takes a time limit per call and a bound on calls at once: %j', (given, want) => {
    expect(parseVerifyArgs(['--base-url', 'http://x', ...given])).toMatchObject({
      ok: true,
      options: want,
    })
  })

  it.each([
    [
      ['--timeout', '0'],
      '--timeout must be a number of seconds above 0 (at most 600), such as 5, not "0"',
    ],
    [
      ['--timeout', '5s'],
      '--timeout must be a number of seconds above 0 (at most 600), such as 5, not "5s"',
    ],
    [
      ['--concurrency', '0'],
      '--concurrency must be a whole number from 1 to 64, such as 8, not "0"',
    ],
    [
      ['--concurrency', '2.5'],
      '--concurrency must be a whole number from 1 to 64, such as 8, not "2.5"',
    ],
  ])('refuses a bad time limit or bound, saying what it takes: %j', (given, error) => {
    expect(parseVerifyArgs(['--base-url', 'http://x', ...given])).toEqual({ ok: false, error })
  })

  it('names an unknown option', () => {
    expect(parseVerifyArgs(['--base-url', 'http://x', '--tenant', 'a'])).toMatchObject({
      ok: false,
      error: expect.stringContaining("'--tenant'"),
    })
  })
})
