import type { Maintenance } from './models/tenant.ts'

/**
 * The maintenance a tenant reports now: the switch must be on and `now` inside the window
 * (an absent date leaves that side open). The dates are reported as stored.
 *
 * @example
 * maintenanceAt({ is_maintenance: true, start_date: null, end_date: '2025-01-01T01:00:00Z' }, Date.parse('2025-01-01T02:00:00Z'))
 * // { is_maintenance: false, start_date: null, end_date: '2025-01-01T01:00:00Z' }
 */
export function maintenanceAt(window: Maintenance, now: number): Maintenance {
  const started = window.start_date === null || Date.parse(window.start_date) <= now
  const notEnded = window.end_date === null || now < Date.parse(window.end_date)
  return { ...window, is_maintenance: window.is_maintenance && started && notEnded }
}
