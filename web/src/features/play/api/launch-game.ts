import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/use-call.ts'

/** Only a web page may open as the game: a launch URL of another scheme is refused. */
export function gameUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base)
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null
  } catch {
    return null
  }
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
