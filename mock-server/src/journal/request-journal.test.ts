import { describe, expect, it } from 'vitest'
import type { MockBackend } from '../backend.ts'
import { answerParts, journalLimit, journalOf } from './request-journal.ts'

const record = (backend: object, i: number) =>
  journalOf(backend as MockBackend).record({
    startedMs: i,
    ms: 1,
    url: `/p${i}`,
    path: `/p${i}`,
    via: 'mock',
    requestText: '{}',
    answer: { kind: 'json', body: {} },
  })

describe('the request journal ring', () => {
  it.each([
    ['empty', 0, []],
    ['a few calls, oldest first', 3, ['/p0', '/p1', '/p2']],
    ['exactly full', journalLimit, ['/p0', `/p${journalLimit - 1}`]],
    ['wrapped: the oldest are gone', journalLimit + 5, ['/p5', `/p${journalLimit + 4}`]],
  ])('%s', (_name, calls, want) => {
    const backend = {}
    for (let i = 0; i < calls; i++) record(backend, i)
    const paths = journalOf(backend as MockBackend)
      .entries()
      .map((e) => e.path)
    expect(paths.length).toBe(Math.min(calls, journalLimit))
    expect(paths.length <= 3 ? paths : [paths[0], paths.at(-1)]).toEqual(want)
    expect(
      new Set(
        journalOf(backend as MockBackend)
          .entries()
          .map((e) => e.id),
      ).size,
    ).toBe(paths.length)
  })
})

describe('answerParts: an answer as it went on the wire', () => {
  it.each([
    [
      'JSON',
      { kind: 'json', body: { statusCode: 1 } } as const,
      { status: 200, contentType: 'application/json', response: { statusCode: 1 } },
    ],
    [
      'a dropped connection',
      { kind: 'disconnect' } as const,
      { status: 0, contentType: '', response: 'connection dropped' },
    ],
    [
      'a bad scenario header',
      { kind: 'bad-scenario', error: 'Bad entry' } as const,
      { status: 400, contentType: 'application/json', response: { ok: false, error: 'Bad entry' } },
    ],
    [
      'an HTML page',
      { kind: 'raw', status: 500, contentType: 'text/html', text: '<h1>oops</h1>' } as const,
      { status: 500, contentType: 'text/html', response: '<h1>oops</h1>' },
    ],
    [
      'a JSON text from a proxied backend',
      {
        kind: 'raw',
        status: 200,
        contentType: 'application/json; charset=utf-8',
        text: '{"statusCode":1}',
      } as const,
      { status: 200, contentType: 'application/json; charset=utf-8', response: { statusCode: 1 } },
    ],
  ])('%s', (_name, answer, want) => {
    expect(answerParts(answer)).toEqual(want)
  })
})
