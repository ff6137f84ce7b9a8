import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { safeUrl } from '../../../lib/safe-url.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

/** Only a web page may open as the game: a launch URL of another scheme is refused. */
export function gameUrl(url: string, base: string): string | null {
  const safe = safeUrl(url)
  return safe === undefined ? null : new URL(safe, base).href
}

export async function launchGame(gameCode: string): Promise<Outcome<string>> {
  const answer = await api().post('/api/product/launch_game', {
    ...playerBody(),
    game_code: gameCode,
  })
  const outcome = outcomeOf(answer, (success) => gameUrl(success.url, location.href))
  if (!outcome.ok) return outcome
  return outcome.value ? { ok: true, value: outcome.value } : { ok: false, message: 'notFound' }
}
