import { iso } from '../../clock.ts'
import { identityView, uploadDocument } from '../../identity/identity.ts'
import type { Session } from '../../models/session.ts'
import { endOtherSessions, liveSessions } from '../../sessions.ts'
import { isRefusal, refusal } from '../../wallet/refusal.ts'
import type { ApiRoute, ApiRoutes, Schema } from '../api-types.ts'
import { success } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { moneyCall, refused } from './provisional-common.ts'
import { isFailure } from './tenant-of.ts'

const sessionsView = (sessions: Session[], current: Session): Schema<'PlayerSession'>[] =>
  sessions.map((s) => ({
    session_id: s.session_id,
    device: s.device,
    started_date: iso(s.created_at),
    last_seen_date: iso(s.last_seen_at ?? s.created_at),
    current: s.token === current.token,
  }))

/** `/api/account/kyc`: where the identity check stands. */
const kyc: ApiRoute<'/api/account/kyc'> = (context) =>
  moneyCall(context, ({ owner }) => success({ value: identityView(context.backend, owner) }))

/** `/api/account/kyc_upload`: one document, checked to be an image of its type within 5 MB. */
const kycUpload: ApiRoute<'/api/account/kyc_upload'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { kind, content_type, data } = context.body
    const result = await uploadDocument(context.backend, owner, { kind, content_type, data })
    return isRefusal(result) ? refused(context.path, result) : success({ value: result })
  })

/** `/api/account/sessions`: the sessions of the player that have not ended. */
const sessions: ApiRoute<'/api/account/sessions'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { domain_name, account_id } = who.player
  return success({
    value: sessionsView(liveSessions(context.backend, domain_name, account_id), who.session),
  })
}

/** `/api/account/end_sessions`: signs out one other session, or all but this one. */
const endSessions: ApiRoute<'/api/account/end_sessions'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { session_id } = context.body
  const ended = await endOtherSessions(context.backend, who.session, session_id)
  if (session_id !== undefined && ended === 0) {
    return refused(
      context.path,
      refusal('notFound', `No other session "${session_id}" of this player.`),
    )
  }
  const { domain_name, account_id } = who.player
  return success({
    value: sessionsView(liveSessions(context.backend, domain_name, account_id), who.session),
  })
}

/** Routes of the `provisional-account` tag. */
export const provisionalAccountRoutes: ApiRoutes = {
  '/api/account/kyc': kyc,
  '/api/account/kyc_upload': kycUpload,
  '/api/account/sessions': sessions,
  '/api/account/end_sessions': endSessions,
}
