import type { components } from '@playfront/contract/schema'
import type { VipInfo } from '../stores/session.ts'

export type VipLevel = components['schemas']['VipLevel']

/** Progress towards a target in percent; a reached or missing target counts as done. */
export function progressPercent(total: number, target: number): number {
  if (target <= 0) return 100
  return Math.min(100, Math.max(0, Math.round((total / target) * 10_000) / 100))
}

export function vipInfoFrom(level: VipLevel): VipInfo {
  // cycle_* are the player's totals and *_next the next level's thresholds (see the contract's VipLevel).
  const totalDeposit = level.cycle_deposit
  const totalTurnover = level.cycle_turnover
  return {
    totalDeposit,
    depoProgress: progressPercent(totalDeposit, level.deposit_next),
    totalTurnover,
    toProgress: progressPercent(totalTurnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
    nextCycle: level.next_cycle,
  }
}
