import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { updateSession } from '../../../stores/session.ts'
import { favouriteFrom, type FavouriteAnswer } from '../../../lib/favourite-games.ts'
import { vipInfoFrom, type VipLevelAnswer } from '../../../lib/vip-progress.ts'

export async function loadBalance(): Promise<void> {
  const answer = (await api().post('/api/auth/get_balance', playerBody())) as {
    statusCode: number
    game_balance?: number | string
    game_token?: number | string
  }
  if (answer.statusCode === 1) {
    updateSession({
      game: { balance: Number(answer.game_balance ?? 0), token: Number(answer.game_token ?? 0) },
    })
  }
}

async function loadVip(): Promise<void> {
  const answer = (await api().post('/api/auth/vip', playerBody())) as {
    statusCode: number
    nextLevel?: VipLevelAnswer[]
  }
  const level = answer.nextLevel?.[0]
  if (answer.statusCode === 1 && level) updateSession({ vip: vipInfoFrom(level) })
}

async function loadFavourites(): Promise<void> {
  const answer = (await api().post('/api/home/fav_list', playerBody())) as {
    statusCode: number
    value?: FavouriteAnswer[]
  }
  if (answer.statusCode === 1)
    updateSession({ game_fav_list: (answer.value ?? []).map(favouriteFrom) })
}

/** What a signed-in player sees at once: balance, VIP progress and favourites. */
export async function loadPlayerData(): Promise<void> {
  await Promise.all([loadBalance(), loadVip(), loadFavourites()])
}
