import type { VipInfo } from '../stores/session.ts'

export type VipLevelAnswer = {
  starting_deposit?: number | string
  cycle_deposit?: number | string
  deposit_next?: number | string
  starting_turnover?: number | string
  cycle_turnover?: number | string
  turnover_next?: number | string
  vip_name?: string
  vip_name_next?: string
  next_cycle?: string
}

const amount = (value: number | string | undefined): number => Number(value ?? 0) || 0

/** Progress towards a target in percent; a reached or missing target counts as done. */
export function progressPercent(total: number, target: number): number {
  if (target <= 0) return 100
  return Math.min(100, Math.max(0, Math.round((total / target) * 10_000) / 100))
}

export function vipInfoFrom(level: VipLevelAnswer): VipInfo {
  // cycle_* are the player's totals and *_next the next level's thresholds (see the contract's VipLevel).
  const totalDeposit = amount(level.cycle_deposit)
  const totalTurnover = amount(level.cycle_turnover)
  return {
    totalDeposit,
    depoProgress: progressPercent(totalDeposit, amount(level.deposit_next)),
    totalTurnover,
    toProgress: progressPercent(totalTurnover, amount(level.turnover_next)),
    currentLevel: level.vip_name ?? '',
    nextLevel: level.vip_name_next ?? '',
    nextCycle: level.next_cycle ?? '',
  }
}
