export interface ProgressState {
  done: number
  total: number
  passed: number
  failed: number
  elapsedMs: number
}

/** @example formatDuration(65_000) // '1m 05s' */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  if (seconds < 60) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`
}

/** The time the remaining checks should take at the pace so far; unknown before the first one ends. */
export function timeLeftMs(state: ProgressState): number | undefined {
  if (state.done === 0) return undefined
  return (state.elapsedMs / state.done) * (state.total - state.done)
}

/** @example formatProgress({ done: 5, total: 10, passed: 4, failed: 1, elapsedMs: 10_000 }, 10) */
export function formatProgress(state: ProgressState, barWidth = 30): string {
  const ratio = state.total ? state.done / state.total : 1
  const filled = Math.round(ratio * barWidth)
  const bar = `${'█'.repeat(filled)}${'░'.repeat(barWidth - filled)}`
  const left = timeLeftMs(state)
  const eta = left === undefined ? 'estimating…' : `~${formatDuration(left)} left`
  return `${bar} ${state.done}/${state.total}  ✓ ${state.passed}  ✗ ${state.failed}  ${formatDuration(state.elapsedMs)} elapsed, ${eta}`
}

/** A plain line per finished check, for logs and CI where there is no terminal to redraw. */
export function formatPlainLine(
  state: ProgressState,
  id: string,
  status: string,
  durationMs: number,
): string {
  const width = String(state.total).length
  return `[${String(state.done).padStart(width)}/${state.total}] ${status.padEnd(6)} ${id} (${(durationMs / 1000).toFixed(1)}s)`
}
