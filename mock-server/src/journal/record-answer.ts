import type { MockBackend } from '../backend.ts'
import type { ApiAnswer, ApiCall } from '../handlers/api-types.ts'
import { journalOf } from './request-journal.ts'

/**
 * Records one product call the mock answered in the backend's request journal.
 *
 * @example
 * recordAnswer(backend, call, { kind: 'json', body }, performance.now())
 */
export function recordAnswer(
  backend: MockBackend,
  call: ApiCall,
  answer: ApiAnswer,
  started: number,
): void {
  const ms = performance.now() - started
  journalOf(backend).record({
    startedMs: Date.now() - ms,
    ms,
    url: call.url,
    path: call.path,
    via: 'mock',
    requestText: call.text,
    answer,
  })
}
