import { describe, expect, it } from 'vitest'
import {
  catalogueProblem,
  judgeAnswer,
  type AnswerVerdict,
  type HttpAnswer,
} from './judge-answer.ts'

const json = (body: unknown, status = 200): HttpAnswer => ({
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
  json: body,
})
const balance = '/api/auth/get_balance'

const rows: [string, { given: HttpAnswer; want: AnswerVerdict }][] = [
  [
    'a success in the contract',
    {
      given: json({ statusCode: 1, statusMessage: 'OK', game_balance: 10, game_token: 0 }),
      want: { kind: 'conforms' },
    },
  ],
  [
    'a failure envelope in the contract',
    { given: json({ statusCode: 0, statusMessage: 'sessionExpired' }), want: { kind: 'conforms' } },
  ],
  [
    'a wrong type',
    {
      given: json({ statusCode: 1, game_balance: '10', game_token: 0 }),
      want: { kind: 'violates', problems: ['game_balance: must be number'] },
    },
  ],
  [
    'a renamed field',
    {
      given: json({ statusCode: 1, gameBalance: 10, game_token: 0 }),
      want: {
        kind: 'violates',
        problems: [
          `game_balance: must have required property 'game_balance' (the answer has "gameBalance": renamed?)`,
        ],
      },
    },
  ],
  [
    'a JSON answer with HTTP 500',
    {
      given: json({ statusCode: -500, statusMessage: 'internalServerError' }, 500),
      want: { kind: 'violates', problems: ['HTTP 500 instead of 200 (application/json)'] },
    },
  ],
  [
    'an HTML error page',
    {
      given: { status: 502, contentType: 'text/html', text: '<html>Bad gateway</html>' },
      want: {
        kind: 'violates',
        problems: [
          'HTTP 502 instead of 200 (text/html)',
          'body is not JSON: <html>Bad gateway</html>',
        ],
      },
    },
  ],
  [
    'an empty body',
    {
      given: { status: 200, contentType: '', text: '' },
      want: { kind: 'violates', problems: ['body is not JSON: (empty)'] },
    },
  ],
  [
    'no such call',
    {
      given: { status: 404, contentType: 'text/plain', text: 'Not Found' },
      want: { kind: 'missing', problem: 'HTTP 404: the backend has no such call' },
    },
  ],
  [
    'no answer at all',
    {
      given: { status: 0, contentType: '', text: '', error: 'ECONNREFUSED' },
      want: { kind: 'missing', problem: 'no answer (ECONNREFUSED)' },
    },
  ],
]

describe('catalogueProblem: a failure must be one the call can have', () => {
  it.each([
    ['a success', '/api/auth/login', { statusCode: 1 }, undefined],
    [
      'login refused with -500',
      '/api/auth/login',
      { statusCode: -500, statusMessage: 'internalServerError' },
      undefined,
    ],
    [
      'balance with a session message',
      balance,
      { statusCode: 0, statusMessage: 'Session Expired' },
      undefined,
    ],
    [
      'balance unavailable',
      balance,
      { statusCode: -503, statusMessage: 'serviceUnavailable' },
      undefined,
    ],
    [
      'a provisional refusal key',
      '/api/wallet/withdraw',
      { statusCode: -500, statusMessage: 'overWithdrawable' },
      undefined,
    ],
    [
      'login answering a session message',
      '/api/auth/login',
      { statusCode: 0, statusMessage: 'sessionExpired' },
      'statusCode 0 with statusMessage "sessionExpired" is not a failure of this call (x-errors: -500 internalServerError, -500 tooManyAttempts, -500 timedOut, -500 selfExcluded)',
    ],
    [
      'a refusal key another call owns',
      '/api/spin/play',
      { statusCode: -500, statusMessage: 'overWithdrawable' },
      expect.stringContaining('is not a failure of this call'),
    ],
    [
      'a mismatched pair',
      balance,
      { statusCode: -500, statusMessage: 'serviceUnavailable' },
      expect.stringContaining('statusCode -500 with statusMessage "serviceUnavailable"'),
    ],
  ])('%s', (_name, path, body, want) => {
    expect(catalogueProblem(path, body)).toEqual(want)
  })
})

describe('judgeAnswer: is an answer in the contract?', () => {
  it.each(rows)('%s', (_name, { given, want }) => {
    expect(judgeAnswer(balance, given)).toEqual(want)
  })
})
