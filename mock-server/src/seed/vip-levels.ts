/** One VIP level: reached when both the deposit and the turnover thresholds are met. */
export interface VipLevel {
  vip_name: string
  deposit: number
  turnover: number
}

/**
 * The VIP level table, lowest first. The thresholds are totals over the player's life.
 *
 * @example
 * vipLevels[1] // { vip_name: 'Silver', deposit: 1000, turnover: 5000 }
 */
export const vipLevels: readonly VipLevel[] = [
  { vip_name: 'Bronze', deposit: 0, turnover: 0 },
  { vip_name: 'Silver', deposit: 1_000, turnover: 5_000 },
  { vip_name: 'Gold', deposit: 5_000, turnover: 25_000 },
  { vip_name: 'Platinum', deposit: 20_000, turnover: 100_000 },
  { vip_name: 'Diamond', deposit: 100_000, turnover: 500_000 },
]

/** A VIP cycle lasts this many days from its start. */
export const vipCycleDays = 30
