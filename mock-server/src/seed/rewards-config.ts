import type { Mission, SpinPrize } from '@playfront/contract/types'

/** A promotion: a bonus credited once per player, with a turnover multiplier. */
export interface PromotionConfig {
  promotion_id: number
  title: string
  body: string
  bonus_amount: number
  turnover_multiplier: number
  start_date: string
  end_date: string
}

/**
 * The promotions every tenant runs (the last one has ended, so applying is refused).
 *
 * @example
 * promotions[0].bonus_amount // 100
 */
export const promotions: PromotionConfig[] = [
  {
    promotion_id: 1,
    title: 'Welcome bonus',
    body: '<p>100 on your first day. Wager the bonus 5 times before withdrawing it.</p>',
    bonus_amount: 100,
    turnover_multiplier: 5,
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2099-12-31T23:59:59.000Z',
  },
  {
    promotion_id: 2,
    title: 'Weekend reload',
    body: '<p>50 every weekend. Wager it 3 times.</p>',
    bonus_amount: 50,
    turnover_multiplier: 3,
    start_date: '2024-01-01T00:00:00.000Z',
    end_date: '2099-12-31T23:59:59.000Z',
  },
  {
    promotion_id: 3,
    title: 'Lunar new year',
    body: '<p>This promotion has ended.</p>',
    bonus_amount: 88,
    turnover_multiplier: 8,
    start_date: '2024-02-01T00:00:00.000Z',
    end_date: '2024-02-29T23:59:59.000Z',
  },
]

/** A mission: reach `target` of `goal`, then claim the reward once. */
export interface MissionConfig {
  mission_id: number
  title: string
  description: string
  goal: Mission['goal']
  target: number
  reward_type: Mission['reward_type']
  reward_amount: number
}

/**
 * The missions of every player.
 *
 * @example
 * missions.find((m) => m.goal === 'bets')?.target // 10
 */
export const missions: MissionConfig[] = [
  {
    mission_id: 1,
    title: 'Ten rounds',
    description: 'Place 10 bets.',
    goal: 'bets',
    target: 10,
    reward_type: 'token',
    reward_amount: 20,
  },
  {
    mission_id: 2,
    title: 'High roller',
    description: 'Wager 1,000 in total.',
    goal: 'turnover',
    target: 1_000,
    reward_type: 'balance',
    reward_amount: 50,
  },
  {
    mission_id: 3,
    title: 'First deposit',
    description: 'Deposit 100 or more.',
    goal: 'deposit',
    target: 100,
    reward_type: 'balance',
    reward_amount: 20,
  },
]

/** A segment of the daily spin wheel. */
export interface SpinPrizeConfig {
  prize_id: number
  label: string
  reward_type: SpinPrize['reward_type']
  amount: number
}

/**
 * The daily spin wheel, clockwise from the top.
 *
 * @example
 * spinPrizes.length // 6
 */
export const spinPrizes: SpinPrizeConfig[] = [
  { prize_id: 1, label: '5', reward_type: 'balance', amount: 5 },
  { prize_id: 2, label: '10 tokens', reward_type: 'token', amount: 10 },
  { prize_id: 3, label: 'Try again', reward_type: 'none', amount: 0 },
  { prize_id: 4, label: '20', reward_type: 'balance', amount: 20 },
  { prize_id: 5, label: '1 token', reward_type: 'token', amount: 1 },
  { prize_id: 6, label: '50 tokens', reward_type: 'token', amount: 50 },
]
