import { playerKey } from '../../db/database.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { success } from '../envelope.ts'
import { playerOf } from './player-of.ts'
import { isFailure } from './tenant-of.ts'

/** `/api/settings/profile_update`: stores full name and e-mail; the next reads see them. */
const profileUpdate: ApiRoute<'/api/settings/profile_update'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { full_name, contact_email } = context.body
  await context.backend.tables.players.update(
    playerKey(who.player.domain_name, who.player.account_id),
    (draft) => {
      draft.full_name = full_name
      draft.contact_email = contact_email
    },
  )
  return success({ value: [{ contact_email, full_name }] })
}

/** `/api/settings/check_status`: succeeds while the session and the player are in good standing. */
const checkStatus: ApiRoute<'/api/settings/check_status'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  return success({ statusDetail: 'ACTIVE' })
}

/** Routes of the `settings` tag about the player's profile and status. */
export const profileRoutes: ApiRoutes = {
  '/api/settings/profile_update': profileUpdate,
  '/api/settings/check_status': checkStatus,
}
