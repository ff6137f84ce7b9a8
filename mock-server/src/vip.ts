import { toWire } from './money.ts'
import type { Player } from './models/player.ts'
import { vipCycleDays, vipLevels } from './seed/vip-levels.ts'

/** The VIP entry of `/api/auth/vip` (`nextLevel[0]`). */
export interface VipProgress {
  starting_deposit: number
  cycle_deposit: number
  deposit_next: number
  starting_turnover: number
  cycle_turnover: number
  turnover_next: number
  vip_name: string
  vip_name_next: string
  next_cycle: string
}

const dayMs = 86_400_000

/**
 * A player's VIP level and what the next one needs, from the stored deposit and turnover and
 * the level table. `starting_*` is the current level's threshold, `cycle_*` the player's
 * totals, `*_next` the next level's threshold (the current one at the top, so progress is 100%).
 * `next_cycle` is the first cycle boundary after `now`.
 *
 * @example
 * vipProgress({ vip: { total_deposit_minor: 250_000, total_turnover_minor: 1_200_000, cycle_start: '2025-01-01T00:00:00Z' } }, now)
 * // { vip_name: 'Silver', vip_name_next: 'Gold', deposit_next: 5000, … }
 */
export function vipProgress(player: Pick<Player, 'vip'>, now: number): VipProgress {
  const { cycle_start } = player.vip
  // The level table and the answer are in the wire's decimals.
  const total_deposit = toWire(player.vip.total_deposit_minor)
  const total_turnover = toWire(player.vip.total_turnover_minor)
  let index = 0
  vipLevels.forEach((level, i) => {
    if (total_deposit >= level.deposit && total_turnover >= level.turnover) index = i
  })
  const current = vipLevels[index]!
  const next = vipLevels[index + 1]
  const cycleMs = vipCycleDays * dayMs
  const start = Date.parse(cycle_start)
  const cycles = Math.max(1, Math.floor((now - start) / cycleMs) + 1)
  return {
    starting_deposit: current.deposit,
    cycle_deposit: total_deposit,
    deposit_next: next?.deposit ?? current.deposit,
    starting_turnover: current.turnover,
    cycle_turnover: total_turnover,
    turnover_next: next?.turnover ?? current.turnover,
    vip_name: current.vip_name,
    vip_name_next: next?.vip_name ?? '',
    next_cycle: new Date(start + cycles * cycleMs).toISOString(),
  }
}
