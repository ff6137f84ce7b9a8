import { toMinor } from '../../money.ts'
import { activeBreak, breakView, takeBreak } from '../../safer-play/breaks.ts'
import { confirmLimit, limitViews, setLimit } from '../../safer-play/limits.ts'
import { confirmSessionLimit, setSessionLimit } from '../../safer-play/session-limit.ts'
import { sessionSummary, setRealityCheck } from '../../safer-play/session-summary.ts'
import { isRefusal } from '../../wallet/refusal.ts'
import type { ApiPath, ApiRoute, ApiRoutes, ResponseBodyOf } from '../api-types.ts'
import { failure, success } from '../envelope.ts'
import { moneyCall, notMoney, refused } from './provisional-common.ts'

/** `/api/safer_play/limits`: the six limits of the player with what each period has used. */
const limits: ApiRoute<'/api/safer_play/limits'> = (context) =>
  moneyCall(context, ({ owner }) => success({ value: limitViews(context.backend, owner) }))

/** `/api/safer_play/set_limit`: lower at once, raise or remove after the cooling-off delay. */
const set: ApiRoute<'/api/safer_play/set_limit'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { kind, period, amount } = context.body
    const bad = amount === null ? undefined : notMoney(context.path, 'amount', amount)
    if (bad) return bad
    const minor = amount === null ? null : toMinor(amount)
    return success({ value: await setLimit(context.backend, owner, kind, period, minor) })
  })

/** `/api/safer_play/confirm_limit`: applies or drops a waiting raise or removal. */
const confirm: ApiRoute<'/api/safer_play/confirm_limit'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { kind, period, accept } = context.body
    const result = await confirmLimit(context.backend, owner, kind, period, accept)
    return isRefusal(result) ? refused(context.path, result) : success({ value: result })
  })

/** `/api/safer_play/take_break`: a time-out or self-exclusion; every session ends now. */
const takeBreakRoute: ApiRoute<'/api/safer_play/take_break'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const result = await takeBreak(context.backend, owner, context.body.type, context.body.duration)
    return isRefusal(result) ? refused(context.path, result) : success({ value: breakView(result) })
  })

/** `/api/safer_play/session_summary`: this session's time and net result, for the reality check. */
const summary: ApiRoute<'/api/safer_play/session_summary'> = (context) =>
  moneyCall(context, ({ session }) => success({ value: sessionSummary(context.backend, session) }))

/** `/api/safer_play/set_reality_check`: how often the reality check shows. */
const realityCheck: ApiRoute<'/api/safer_play/set_reality_check'> = (context) =>
  moneyCall(context, async ({ session }) => {
    await setRealityCheck(context.backend, session, context.body.minutes)
    return success({ value: sessionSummary(context.backend, session) })
  })

/** `/api/safer_play/set_session_limit`: lower at once (this session too), raise or remove after the delay. */
const setSessionTime: ApiRoute<'/api/safer_play/set_session_limit'> = (context) =>
  moneyCall(context, async ({ owner, session }) => {
    await setSessionLimit(context.backend, owner, context.body.minutes)
    return success({ value: sessionSummary(context.backend, session) })
  })

/** `/api/safer_play/confirm_session_limit`: applies or drops a waiting raise or removal. */
const confirmSessionTime: ApiRoute<'/api/safer_play/confirm_session_limit'> = (context) =>
  moneyCall(context, async ({ owner, session }) => {
    const result = await confirmSessionLimit(context.backend, owner, context.body.accept)
    if (isRefusal(result)) return refused(context.path, result)
    return success({ value: sessionSummary(context.backend, session) })
  })

/**
 * The login refusal of a player on a break: timedOut or selfExcluded, with the end of the break
 * as statusDetail; undefined when no break is running.
 *
 * @example
 * const onBreak = breakRefusal(backend, '/api/auth/login', player.domain_name, player.account_id)
 * if (onBreak) return onBreak
 */
export function breakRefusal<P extends ApiPath>(
  context: { backend: Parameters<typeof activeBreak>[0] },
  path: P,
  domain: string,
  account: string,
): ResponseBodyOf<P> | undefined {
  const running = activeBreak(context.backend, domain, account)
  if (!running) return undefined
  const message = running.type === 'timeout' ? 'timedOut' : 'selfExcluded'
  return failure(path, -500, breakView(running).until_date, message)
}

/** Routes of the `provisional-safety` tag. */
export const provisionalSaferPlayRoutes: ApiRoutes = {
  '/api/safer_play/limits': limits,
  '/api/safer_play/set_limit': set,
  '/api/safer_play/confirm_limit': confirm,
  '/api/safer_play/take_break': takeBreakRoute,
  '/api/safer_play/session_summary': summary,
  '/api/safer_play/set_reality_check': realityCheck,
  '/api/safer_play/set_session_limit': setSessionTime,
  '/api/safer_play/confirm_session_limit': confirmSessionTime,
}
