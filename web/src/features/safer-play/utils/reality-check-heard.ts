const heardKey = 'site.realityCheck.heard'

/**
 * The next reality check this tab last heard of in the session that started at `started`, kept
 * in sessionStorage so that a reload right when a check falls due does not skip it: the watch that
 * starts after the reload compares with what the page before it heard.
 *
 * @example
 * noteHeard('2025-06-02T09:00:00.000Z', '2025-06-02T09:15:00.000Z')
 * lastHeard('2025-06-02T09:00:00.000Z') // '2025-06-02T09:15:00.000Z'
 * lastHeard('2025-06-02T10:00:00.000Z') // null: another session
 */
export function lastHeard(started: string): string | null {
  try {
    const heard = JSON.parse(sessionStorage.getItem(heardKey) ?? 'null') as {
      started?: unknown
      next?: unknown
    } | null
    return heard?.started === started && typeof heard.next === 'string' ? heard.next : null
  } catch {
    return null
  }
}

/** Notes the next check of the session that started at `started` (see {@link lastHeard}). */
export function noteHeard(started: string, next: string | null): void {
  try {
    sessionStorage.setItem(heardKey, JSON.stringify({ started, next }))
  } catch {
    // Storage full or denied: a reload may then skip one check, as it did before.
  }
}
