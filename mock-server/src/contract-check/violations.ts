import type { MockBackend } from '../backend.ts'

/** Who broke the contract: the mock's own answer, a client's request, or a proxied backend's answer. */
export type ViolationSource = 'mock-answer' | 'client-request' | 'backend-answer'

/** One call that did not follow the contract. */
export interface Violation {
  /** ISO time (real clock) of the call. */
  at: string
  source: ViolationSource
  path: string
  /** What is wrong, each naming the field (`game_balance: must be number`). */
  problems: string[]
}

/** The violations a server has seen: a total count and the latest ones (bounded). */
export interface ViolationLog {
  readonly count: number
  list(): Violation[]
  add(violation: Omit<Violation, 'at'>): Violation
  clear(): void
}

const logs = new WeakMap<MockBackend, ViolationLog>()
const kept = 500

function createViolationLog(): ViolationLog {
  let entries: Violation[] = []
  let count = 0
  return {
    get count() {
      return count
    },
    list: () => [...entries],
    add(violation) {
      const entry = { at: new Date().toISOString(), ...violation }
      count += 1
      entries.push(entry)
      if (entries.length > kept) entries = entries.slice(-kept)
      return entry
    },
    clear() {
      entries = []
      count = 0
    },
  }
}

/**
 * The violation log of a backend (created on first use), read by `GET /__mock/violations`.
 *
 * @example
 * violationsOf(backend).add({ source: 'backend-answer', path: '/api/auth/get_balance', problems: ['game_balance: must be number'] })
 * violationsOf(backend).count // 1
 */
export function violationsOf(backend: MockBackend): ViolationLog {
  let log = logs.get(backend)
  if (!log) logs.set(backend, (log = createViolationLog()))
  return log
}

/**
 * One line per problem list, for logs and statusDetail: `field: message; field: message`.
 *
 * @example
 * describeProblems([{ field: 'game_balance', message: 'must be number' }]) // 'game_balance: must be number'
 */
export function describeProblems(errors: readonly { field: string; message: string }[]): string[] {
  return errors.map((e) => `${e.field || 'body'}: ${e.message}`)
}
