import { sentSoFar, type SentCall } from './http-call.ts'
import type { UnansweredCall } from './result.ts'

/** What a request carried, in the report's words. */
export function bodyKind(requestText: string): string {
  try {
    JSON.parse(requestText)
    return 'a JSON body'
  } catch {
    return 'a body that is not JSON'
  }
}

const pathOf = (call: SentCall) => new URL(call.url).pathname

/**
 * The call paths the backend left unanswered within the time limit so far in this run, each with
 * how many of its requests went unanswered and what they carried.
 *
 * @example
 * unansweredFindings() // [{ call: '/api/startup', unanswered: 1, sent: 8, bodies: ['a body that is not JSON'] }]
 */
export function unansweredFindings(): UnansweredCall[] {
  const all = sentSoFar()
  const silent = all.filter((call) => call.answer.timedOut)
  if (!silent.length) return []
  const sentTo = new Map<string, number>()
  for (const call of all) sentTo.set(pathOf(call), (sentTo.get(pathOf(call)) ?? 0) + 1)
  const byPath = new Map<string, UnansweredCall>()
  for (const call of silent) {
    const path = pathOf(call)
    const entry = byPath.get(path) ?? {
      call: path,
      unanswered: 0,
      sent: sentTo.get(path) ?? 0,
      bodies: [],
    }
    entry.unanswered += 1
    const kind = bodyKind(call.requestText)
    if (!entry.bodies.includes(kind)) entry.bodies.push(kind)
    byPath.set(path, entry)
  }
  return [...byPath.values()]
}
