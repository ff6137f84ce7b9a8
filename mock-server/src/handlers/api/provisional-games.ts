import { jackpotTierValues } from '@playfront/contract/schema'
import { iso } from '../../clock.ts'
import { toMinor, toWire } from '../../money.ts'
import { playerKey } from '../../db/database.ts'
import { recentPlays, recordPlay } from '../../recent-plays/recent-plays.ts'
import { placeDemoBet } from '../../wallet/bets.ts'
import { isRefusal, refusal } from '../../wallet/refusal.ts'
import type { ApiRoute, ApiRoutes } from '../api-types.ts'
import { success } from '../envelope.ts'
import { betView } from './bet-view.ts'
import { gameView } from './game-view.ts'
import { jackpotView } from './jackpot-view.ts'
import { pageOf } from './paging.ts'
import { playerOf } from './player-of.ts'
import { moneyCall, notMoney, refused } from './provisional-common.ts'
import { isFailure, tenantOf } from './tenant-of.ts'

/** `/api/product/games`: the tenant's games by category, provider and keyword, a page at a time. */
const listGames: ApiRoute<'/api/product/games'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const { game_type = '', provider_code = '', keyword = '' } = context.body
  const words = keyword.trim().toLowerCase()
  const games = context.backend.tables.games
    .findMany(
      (q) =>
        q.where({
          game_type: (type) =>
            tenant.categories.includes(type) && (!game_type || type === game_type),
          provider_code: (code) => !provider_code || code === provider_code,
          game_name: (name) => !words || name.toLowerCase().includes(words),
        }),
      { orderBy: { rank: 'asc' } },
    )
    .map(gameView)
  return success(pageOf(games, context.body))
}

function playableGame(
  context: Parameters<ApiRoute<'/api/product/launch_game'>>[0],
  domain: string,
  code: string,
) {
  const game = context.backend.tables.games.get(code)
  const tenant = context.backend.tenantByHost(domain)
  return game && tenant?.categories.includes(game.game_type) ? game : undefined
}

/** `/api/product/launch_game`: a URL of the mock's demo game page, with a launch ticket. */
const launchGame: ApiRoute<'/api/product/launch_game'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { game_code } = context.body
  if (!playableGame(context, who.player.domain_name, game_code))
    return refused(context.path, refusal('notFound', `No game "${game_code}" on this site.`))
  const ticket = `L-${crypto.randomUUID()}`
  await context.backend.tables.launches.insert({
    ticket,
    token: who.session.token,
    game_code,
    created_at: context.backend.clock.now(),
  })
  await recordPlay(context.backend, who.player, game_code)
  return success({ url: `/__mock/game/${encodeURIComponent(game_code)}?ticket=${ticket}` })
}

const favourites = (
  context: { backend: Parameters<ApiRoute<'/api/home/add_fav'>>[0]['backend'] },
  codes: string[],
) =>
  codes.flatMap((code) => {
    const game = context.backend.tables.games.get(code)
    return game ? [gameView(game)] : []
  })

/** `/api/home/add_fav`: the game becomes the first favourite (once). */
const addFavourite: ApiRoute<'/api/home/add_fav'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const { game_code } = context.body
  if (!context.backend.tables.games.get(game_code))
    return refused(context.path, refusal('notFound', `No game "${game_code}".`))
  const player = await context.backend.tables.players.update(
    playerKey(who.player.domain_name, who.player.account_id),
    (draft) => {
      draft.favourites = [game_code, ...draft.favourites.filter((code) => code !== game_code)]
    },
  )
  return success({ value: favourites(context, player!.favourites) })
}

/** `/api/home/remove_fav`: the game is no longer a favourite (nothing changes if it was not). */
const removeFavourite: ApiRoute<'/api/home/remove_fav'> = async (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const player = await context.backend.tables.players.update(
    playerKey(who.player.domain_name, who.player.account_id),
    (draft) => {
      draft.favourites = draft.favourites.filter((code) => code !== context.body.game_code)
    },
  )
  return success({ value: favourites(context, player!.favourites) })
}

/** `/api/home/recent_games`: the games the player launched, newest first (a game the catalogue lost is left out). */
const recentGames: ApiRoute<'/api/home/recent_games'> = (context) => {
  const who = playerOf(context)
  if (isFailure(who)) return who
  const games = context.backend.tables.games
  const value = recentPlays(context.backend, who.player).flatMap((play) => {
    const game = games.get(play.game_code)
    return game ? [{ ...gameView(game), played_date: iso(play.played_at) }] : []
  })
  return success({ value })
}

/** `/api/jackpot/list`: the tenant's jackpots as they stand on the mock clock, grand first. */
const listJackpots: ApiRoute<'/api/jackpot/list'> = (context) => {
  const tenant = tenantOf(context)
  if (isFailure(tenant)) return tenant
  const now = context.backend.clock.now()
  const rank = (tier: string) => jackpotTierValues.indexOf(tier as never)
  const value = context.backend.tables.jackpots
    .inGroup(tenant.domain_name)
    .sort((a, b) => rank(a.tier) - rank(b.tier) || a.jackpot_id - b.jackpot_id)
    .map((jackpot) => jackpotView(jackpot, tenant.site.currency, now))
  return success({ value })
}

/** `/api/game/demo_bet`: one round of the demo game, through the ledger. */
const demoBet: ApiRoute<'/api/game/demo_bet'> = (context) =>
  moneyCall(context, async ({ owner }) => {
    const { path, body, backend } = context
    const bad = notMoney(path, 'stake', body.stake)
    if (bad) return bad
    if (!backend.tables.games.get(body.game_code))
      return refused(path, refusal('notFound', `No game "${body.game_code}".`))
    const bet = await placeDemoBet(backend, owner, {
      game_code: body.game_code,
      stake_minor: toMinor(body.stake),
      outcome: body.outcome,
    })
    if (isRefusal(bet)) return refused(path, bet)
    const player = backend.tables.players.get(playerKey(owner.domain_name, owner.account_id))!
    return success({
      value: betView(backend, bet),
      game_balance: toWire(player.game_balance_minor),
    })
  })

/** Routes of the `provisional-games` tag. */
export const provisionalGameRoutes: ApiRoutes = {
  '/api/product/games': listGames,
  '/api/product/launch_game': launchGame,
  '/api/home/add_fav': addFavourite,
  '/api/home/remove_fav': removeFavourite,
  '/api/home/recent_games': recentGames,
  '/api/jackpot/list': listJackpots,
  '/api/game/demo_bet': demoBet,
}
