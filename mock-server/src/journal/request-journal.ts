import type { MockBackend } from '../backend.ts'
import type { ApiAnswer } from '../handlers/api-types.ts'

/**
 * One product call as the server saw it, stored as it came (the hot path only keeps references;
 * times, statuses and secrets are worked out when the journal is read).
 */
export interface JournalEntry {
  id: number
  /** Epoch ms (real clock) the request arrived. */
  startedMs: number
  /** How long the answer took, in ms. */
  ms: number
  url: string
  path: string
  /** `mock` when the mock answered, `proxy` when a real backend did. */
  via: 'mock' | 'proxy'
  requestText: string
  answer: ApiAnswer
}

/** The last product calls of a server, oldest first, at most `limit` of them. */
export interface RequestJournal {
  readonly limit: number
  record(entry: Omit<JournalEntry, 'id'>): void
  entries(): JournalEntry[]
  clear(): void
}

const journals = new WeakMap<MockBackend, RequestJournal>()

/** How many calls a journal keeps. */
export const journalLimit = 200

// A fixed ring: recording is one store, with no copying or shifting on the hot path.
function createJournal(limit: number): RequestJournal {
  let ring: JournalEntry[] = []
  let count = 0
  return {
    limit,
    record(entry) {
      const stored = entry as JournalEntry
      stored.id = ++count
      ring[(count - 1) % limit] = stored
    },
    entries() {
      if (count <= limit) return ring.slice(0, count)
      const start = count % limit
      return [...ring.slice(start), ...ring.slice(0, start)]
    },
    clear() {
      ring = []
      count = 0
    },
  }
}

/**
 * The request journal of a backend (created on first use), read by `GET /__mock/requests`.
 *
 * @example
 * journalOf(backend).entries().at(-1)?.path // '/api/auth/get_balance'
 */
export function journalOf(backend: MockBackend): RequestJournal {
  let journal = journals.get(backend)
  if (!journal) journals.set(backend, (journal = createJournal(journalLimit)))
  return journal
}

/**
 * What an entry's answer was on the wire: HTTP status (0 for a dropped connection), content
 * type, and the body (a JSON value, or text when it was not JSON).
 *
 * @example
 * answerParts({ kind: 'json', body: { statusCode: 1 } }) // { status: 200, contentType: 'application/json', response: { statusCode: 1 } }
 */
export function answerParts(answer: ApiAnswer): {
  status: number
  contentType: string
  response: unknown
} {
  if (answer.kind === 'json')
    return { status: 200, contentType: 'application/json', response: answer.body }
  if (answer.kind === 'bad-scenario')
    return {
      status: 400,
      contentType: 'application/json',
      response: { ok: false, error: answer.error },
    }
  if (answer.kind === 'disconnect')
    return { status: 0, contentType: '', response: 'connection dropped' }
  if (answer.kind === 'fault') {
    const { fault } = answer
    if (fault.kind === 'hang')
      return { status: 0, contentType: '', response: 'no answer (hang fault)' }
    if (fault.kind === 'dribble')
      return {
        status: 200,
        contentType: 'application/json',
        response: wireBody('application/json', fault.body),
      }
    return {
      status: fault.status,
      contentType: fault.contentType,
      response: wireBody(fault.contentType, fault.body),
    }
  }
  return {
    status: answer.status,
    contentType: answer.contentType,
    response: wireBody(answer.contentType, answer.text),
  }
}

/** A body as sent: parsed when it is JSON that parses, else the text (malformed JSON stays text). */
function wireBody(contentType: string, text: string): unknown {
  if (!contentType.includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
