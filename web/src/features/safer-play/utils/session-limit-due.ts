import type { PlaySessionSummary } from '../api/safer-play-calls.ts'

const minuteMs = 60_000

/**
 * When, on this browser's clock, the session-time limit ends the session, or null without one.
 * The backend's clock may differ from the browser's, so the time left is counted from the
 * backend's own answer (start plus whole minutes played): never before the backend ends the
 * session, at most a minute after.
 */
export function sessionLimitDueAt(summary: PlaySessionSummary, receivedAt: number): number | null {
  if (!summary.ends_date) return null
  const backendNow = Date.parse(summary.started_date) + summary.minutes_played * minuteMs
  return receivedAt + Date.parse(summary.ends_date) - backendNow
}
