import type { MockBackend } from '../backend.ts'

/** One product call as the server saw it; bodies are kept as sent, secrets are hidden when read. */
export interface JournalEntry {
  id: number
  /** ISO time (real clock) the request arrived. */
  started: string
  /** How long the answer took, in ms. */
  ms: number
  method: string
  url: string
  path: string
  /** `mock` when the mock answered, `proxy` when a real backend did. */
  via: 'mock' | 'proxy'
  requestText: string
  /** HTTP status; 0 when the connection was dropped. */
  status: number
  contentType: string
  /** The answer: a JSON value, or text when it was not JSON. */
  response: unknown
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

function createJournal(limit: number): RequestJournal {
  const ring: JournalEntry[] = []
  let next = 1
  return {
    limit,
    record(entry) {
      ring.push({ id: next++, ...entry })
      if (ring.length > limit) ring.shift()
    },
    entries: () => [...ring],
    clear() {
      ring.length = 0
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
