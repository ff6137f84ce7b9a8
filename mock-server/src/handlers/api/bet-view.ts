import { toWire } from '../../money.ts'
import { iso } from '../../clock.ts'
import type { MockBackend } from '../../backend.ts'
import type { Bet } from '../../models/player-records.ts'
import type { Schema } from '../api-types.ts'

/**
 * A bet as the history shows it (the contract's BetRecord): the game's names from the catalogue,
 * the default-language team names from the EN entry.
 *
 * @example
 * betView(backend, bet).home_team_name // 'Manila Lions'
 */
export function betView(backend: MockBackend, bet: Bet): Schema<'BetRecord'> {
  const game = backend.tables.games.get(bet.game_code)
  return {
    bet_id: bet.bet_id,
    bet_date: iso(bet.created_at),
    game_code: bet.game_code,
    game_name: game?.game_name ?? bet.game_code,
    game_type: game?.game_type ?? '',
    provider_code: game?.provider_code ?? '',
    bet_type: bet.bet_type,
    home_away: bet.home_away,
    criteria1: bet.criteria1,
    home_team_name: bet.home_team_names.EN ?? '',
    away_team_name: bet.away_team_names.EN ?? '',
    home_team_names: bet.home_team_names,
    away_team_names: bet.away_team_names,
    stake: toWire(bet.stake_minor),
    payout: toWire(bet.payout_minor),
    status: bet.status,
  }
}
