/** The attachment in which a check hands the reporter the time of its phases. */
export const timingAttachment = 'scenario-timing'

/** Where one check's time went, in ms: the phases the scenario fixture sees. */
export type Phase = 'mock' | 'flow' | 'screenshot'
export type PhaseTimes = Partial<Record<Phase, number>>

export class CheckTiming {
  private last = performance.now()
  private readonly times: PhaseTimes = {}

  lap(phase: Phase): void {
    const now = performance.now()
    this.times[phase] = Math.round(now - this.last)
    this.last = now
  }

  json(): string {
    return JSON.stringify(this.times)
  }
}

/**
 * The mean time per check of each phase, with what is left of a check's time (the browser
 * context, fixtures and retries) as `browser`: where the matrix's time goes.
 *
 * @example timeBreakdown([{ durationMs: 3000, phases: { mock: 100, flow: 2500, screenshot: 200 } }]) // 'flow 2.5 s (83%), …'
 */
export function timeBreakdown(
  checks: readonly { durationMs: number; phases: PhaseTimes }[],
): string {
  if (!checks.length) return ''
  const total = checks.reduce((sum, c) => sum + c.durationMs, 0)
  const sums: Record<string, number> = { mock: 0, flow: 0, screenshot: 0 }
  for (const check of checks)
    for (const [phase, ms] of Object.entries(check.phases)) sums[phase]! += ms ?? 0
  sums.browser = Math.max(0, total - sums.mock! - sums.flow! - sums.screenshot!)
  const names: Record<string, string> = {
    flow: 'flow',
    browser: 'browser context and fixtures',
    mock: 'mock reset',
    screenshot: 'grid screenshot',
  }
  return Object.entries(sums)
    .sort((a, b) => b[1] - a[1])
    .map(
      ([phase, ms]) =>
        `${names[phase]} ${(ms / checks.length / 1000).toFixed(2)} s (${total ? Math.round((ms / total) * 100) : 0}%)`,
    )
    .join(', ')
}
