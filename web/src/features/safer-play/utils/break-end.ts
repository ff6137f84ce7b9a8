import type { BreakDuration } from '../api/safer-play-calls.ts'

const lengths: Record<BreakDuration, { days?: number; months?: number }> = {
  P1D: { days: 1 },
  P7D: { days: 7 },
  P30D: { days: 30 },
  P6M: { months: 6 },
  P1Y: { months: 12 },
  P5Y: { months: 60 },
}

/** When a break taken at `from` ends, so the confirmation can name the date before anything is sent. */
export function breakEnd(duration: BreakDuration, from: Date): Date {
  const { days = 0, months = 0 } = lengths[duration]
  const end = new Date(from)
  end.setUTCMonth(end.getUTCMonth() + months)
  end.setUTCDate(end.getUTCDate() + days)
  return end
}
