import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { session } from '../../../stores/session.ts'

/**
 * Asks whether the signed-in player's account is still in good standing (spec section 7,
 * `/api/settings/check_status`). What it reports, an expired session, BLOCK or CLOSE, reaches the
 * global error handler as any call's failure does, which signs the player out (decision 059).
 */
export async function checkAccountStatus(): Promise<void> {
  if (session().isAuthenticated) await api().post('/api/settings/check_status', playerBody())
}
