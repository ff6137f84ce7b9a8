import { isSuccess } from '@playfront/contract/success'
import { statusMessages } from '@playfront/contract/catalogue'
import { api, sharedRead } from '../../../lib/api.ts'
import { favouriteFrom } from '../../../lib/favourite-games.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'
import { vipInfoFrom, type VipLevel } from '../../../lib/vip-progress.ts'
import { updateSession } from '../../../stores/session.ts'

export async function loadBalance(): Promise<void> {
  const answer = await api().post('/api/auth/get_balance', playerBody())
  if (isSuccess(answer)) {
    updateSession({ game: { balance: answer.game_balance, token: answer.game_token } })
  }
}

/**
 * The one `/api/auth/vip` call: the session's VIP summary and the VIP screen both read it, and
 * share its answer when the VIP screen is the page a signed-in visit opens on.
 */
export async function loadVipLevel(): Promise<Outcome<VipLevel>> {
  const answer = await sharedRead('/api/auth/vip', playerBody(), 10_000)
  const outcome = outcomeOf(answer, (success) => success.nextLevel[0])
  if (outcome.ok && !outcome.value) return { ok: false, message: statusMessages.serviceUnavailable }
  return outcome as Outcome<VipLevel>
}

async function loadVip(): Promise<void> {
  const outcome = await loadVipLevel()
  if (outcome.ok) updateSession({ vip: vipInfoFrom(outcome.value) })
}

async function loadFavourites(): Promise<void> {
  const answer = await api().post('/api/home/fav_list', playerBody())
  if (isSuccess(answer)) updateSession({ game_fav_list: answer.value.map(favouriteFrom) })
}

/** What a signed-in player sees at once: balance, VIP progress and favourites. */
export async function loadPlayerData(): Promise<void> {
  await Promise.all([loadBalance(), loadVip(), loadFavourites()])
}
