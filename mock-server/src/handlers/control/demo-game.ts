import { http, HttpResponse } from 'msw'
import type { MockBackend } from '../../backend.ts'
import { sweepIfDue } from '../../expiry/sweep-expired.ts'
import { control } from './control-json.ts'
import { demoGamePage } from './demo-game-page.ts'

const page = (status: number, html: string) =>
  new HttpResponse(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * `GET /__mock/game/{game_code}?ticket=...`: the demo game page a launch URL opens. The ticket
 * stands for the player's session; once the session ends, the page is refused (410).
 *
 * @example
 * // open the `url` of /api/product/launch_game in a browser
 */
export function demoGameHandlers(backend: MockBackend) {
  return [
    http.get<{ code: string }>(control('/game/:code'), async ({ request, params }) => {
      const sweep = sweepIfDue(backend)
      if (sweep) await sweep
      const ticket = new URL(request.url).searchParams.get('ticket') ?? ''
      const launch = backend.tables.launches.get(ticket)
      if (!launch || launch.game_code !== params.code)
        return page(
          404,
          '<!doctype html><title>Unknown game launch</title><p>Unknown game launch; open the game from the site again.</p>',
        )
      const session = backend.tables.sessions.get(launch.token)
      if (!session || session.expires_at <= backend.clock.now())
        return page(
          410,
          '<!doctype html><title>Session ended</title><p>The session has ended; log in and open the game again.</p>',
        )
      const game = backend.tables.games.get(launch.game_code)!
      return page(
        200,
        demoGamePage({
          game_code: game.game_code,
          game_name: game.game_name,
          account_id: session.account_id,
          auth: session.token,
        }),
      )
    }),
  ]
}
