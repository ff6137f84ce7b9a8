import { describe, expect, it } from 'vitest'
import type { SentCall } from '../http-call.ts'
import { callLine } from './call-line.ts'

const call = (requestText: string, answer: Partial<SentCall['answer']>): SentCall => ({
  startedMs: 0,
  url: 'http://127.0.0.1:4010/api/startup',
  requestText,
  answer: { status: 200, contentType: 'application/json', text: '{}', ms: 12, ...answer },
})

describe("verify's line per call", () => {
  it.each([
    ['an answer', call('{"domain_name":"x"}', {}), '  #3 /api/startup → HTTP 200 in 12 ms'],
    [
      'no answer in time, to a body that is not JSON',
      call('{not json', {
        status: 0,
        timedOut: true,
        error: 'no answer within 5 s (--timeout)',
        ms: 5003,
      }),
      '  #3 /api/startup (a body that is not JSON) → no answer within 5 s (--timeout)',
    ],
    [
      'a refused connection',
      call('{}', { status: 0, error: 'ECONNREFUSED', ms: 2 }),
      '  #3 /api/startup → no answer: ECONNREFUSED after 2 ms',
    ],
  ])('%s', (_name, sent, line) => {
    expect(callLine(sent, 3)).toBe(line)
  })
})
