import type { MockBackend } from '../backend.ts'
import type { ApiAnswer, ApiCall } from '../handlers/api-answer.ts'
import { journalOf } from './request-journal.ts'

/**
 * Records one product call the mock answered in the backend's request journal.
 *
 * @example
 * recordAnswer(backend, call, { kind: 'json', body }, performance.now())
 */
export function recordAnswer(backend: MockBackend, call: ApiCall, answer: ApiAnswer, started: number): void {
  const base = { started: new Date(Date.now() - (performance.now() - started)).toISOString(), ms: Math.round((performance.now() - started) * 10) / 10, method: 'POST', url: call.url, path: call.path, via: 'mock' as const, requestText: call.text }
  const journal = journalOf(backend)
  if (answer.kind === 'json') journal.record({ ...base, status: 200, contentType: 'application/json', response: answer.body })
  else if (answer.kind === 'raw') journal.record({ ...base, status: answer.status, contentType: answer.contentType, response: answer.text })
  else if (answer.kind === 'bad-scenario') journal.record({ ...base, status: 400, contentType: 'application/json', response: { ok: false, error: answer.error } })
  else journal.record({ ...base, status: 0, contentType: '', response: 'connection dropped' })
}
