import type { BetRecord } from '@playfront/contract/types'
import { describe, expect, it } from 'vitest'
import { betMatch } from './bet-teams.ts'

const sports: BetRecord = {
  bet_id: 3,
  bet_date: '2025-06-01T00:00:00Z',
  game_code: 'PSB-01',
  game_name: 'Sportsbook',
  game_type: 'sportsbook',
  provider_code: 'PSB',
  bet_type: 'handicap',
  home_away: 'home',
  criteria1: '-0.5',
  home_team_name: 'Manila Lions',
  away_team_name: 'Cebu Sharks',
  home_team_names: { EN: 'Manila Lions', PHP: 'Mga Leon ng Maynila', CN: '马尼拉雄狮' },
  away_team_names: { EN: 'Cebu Sharks', PHP: 'Mga Pating ng Cebu' },
  stake: 100,
  payout: 0,
  status: 'lost',
}
const casino: BetRecord = {
  ...sports,
  bet_type: 'spin',
  home_away: '',
  criteria1: '',
  home_team_name: '',
  away_team_name: '',
  home_team_names: {},
  away_team_names: {},
}

describe('betMatch', () => {
  it.each([
    [
      'English names on an English page',
      sports,
      'en',
      { home: 'Manila Lions', away: 'Cebu Sharks' },
    ],
    [
      'Filipino names on a Filipino page',
      sports,
      'fil',
      { home: 'Mga Leon ng Maynila', away: 'Mga Pating ng Cebu' },
    ],
    [
      'a missing Chinese name falls back to the default name',
      sports,
      'zh',
      { home: '马尼拉雄狮', away: 'Cebu Sharks' },
    ],
    ['a casino round has no match', casino, 'en', null],
  ])('%s', (_, bet, language, want) => {
    expect(betMatch(bet, language)).toEqual(want)
  })
})
