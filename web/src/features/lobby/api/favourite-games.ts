import { api } from '../../../lib/api.ts'
import { favouriteFrom } from '../../../lib/favourite-games.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { updateSession } from '../../../stores/session.ts'
import { isSuccess } from '@playfront/contract/success'

/** The answer is the whole list after the change, so the session takes it as it is. */
export async function setFavourite(gameCode: string, favourite: boolean): Promise<boolean> {
  const path = favourite ? '/api/home/add_fav' : '/api/home/remove_fav'
  const answer = await api().post(path, { ...playerBody(), game_code: gameCode })
  if (!isSuccess(answer)) return false
  updateSession({ game_fav_list: answer.value.map(favouriteFrom) })
  return true
}
