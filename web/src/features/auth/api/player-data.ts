import { api } from '../../../lib/api.ts'
import { favouriteFrom } from '../../../lib/favourite-games.ts'
import { loadVipLevel } from '../../../lib/load-vip.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { vipInfoFrom } from '../../../lib/vip-progress.ts'
import { updateSession } from '../../../stores/session.ts'

export async function loadBalance(): Promise<void> {
  const answer = await api().post('/api/auth/get_balance', playerBody())
  if (answer.statusCode === 1) {
    updateSession({ game: { balance: answer.game_balance, token: answer.game_token } })
  }
}

async function loadVip(): Promise<void> {
  const outcome = await loadVipLevel()
  if (outcome.ok) updateSession({ vip: vipInfoFrom(outcome.value) })
}

async function loadFavourites(): Promise<void> {
  const answer = await api().post('/api/home/fav_list', playerBody())
  if (answer.statusCode === 1) updateSession({ game_fav_list: answer.value.map(favouriteFrom) })
}

/** What a signed-in player sees at once: balance, VIP progress and favourites. */
export async function loadPlayerData(): Promise<void> {
  await Promise.all([loadBalance(), loadVip(), loadFavourites()])
}
