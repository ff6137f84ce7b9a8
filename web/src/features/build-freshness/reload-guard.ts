export const reloadGuardKey = 'site.reload-guard'
export const reloadGuardMs = 10_000

type Guard = { path: string; expires: number }
type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

function readGuard(storage: GuardStorage): Guard | null {
  try {
    const guard = JSON.parse(storage.getItem(reloadGuardKey) ?? 'null') as Guard | null
    return typeof guard?.path === 'string' && typeof guard.expires === 'number' ? guard : null
  } catch {
    return null
  }
}

/**
 * Reloads unless this path was reloaded less than 10 s ago: a build that keeps failing
 * must show its error instead of reloading for ever.
 */
export function reloadOnce(
  path: string,
  reload: () => void,
  {
    storage = sessionStorage,
    now = Date.now(),
    ttlMs = reloadGuardMs,
  }: { storage?: GuardStorage; now?: number; ttlMs?: number } = {},
): boolean {
  const guard = readGuard(storage)
  if (guard && guard.path === path && guard.expires > now) return false
  storage.setItem(reloadGuardKey, JSON.stringify({ path, expires: now + ttlMs }))
  reload()
  return true
}
