import type { SentCall } from '../http-call.ts'
import { bodyKind } from '../unanswered.ts'

/**
 * The progress line of one call as it ends: its number in the run, the path, and what came back,
 * so that a slow backend is seen to be slow while the run goes.
 *
 * @example
 * callLine(call, 37) // '  #37 /api/auth/vip → HTTP 200 in 41 ms'
 * callLine(hung, 38) // '  #38 /api/startup (a body that is not JSON) → no answer within 5 s (--timeout)'
 */
export function callLine({ url, requestText, answer }: SentCall, count: number): string {
  const sentWhat = bodyKind(requestText) === 'a JSON body' ? '' : ` (${bodyKind(requestText)})`
  const outcome =
    answer.status === 0
      ? answer.timedOut
        ? answer.error
        : `no answer: ${answer.error ?? 'connection dropped'} after ${answer.ms} ms`
      : `HTTP ${answer.status} in ${answer.ms} ms`
  return `  #${count} ${new URL(url).pathname}${sentWhat} → ${outcome}`
}
