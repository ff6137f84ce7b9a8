import type { MockBackend } from '../backend.ts'

const queues = new WeakMap<MockBackend, Map<string, Promise<unknown>>>()

/**
 * Runs `work` alone for one player: money calls of the same player queue behind each other, so
 * two concurrent withdrawals cannot both pass the balance check. Other players are not held up.
 *
 * @example
 * await withPlayerLock(backend, playerKey('localhost', 'demo'), () => changeBalance(...))
 */
export function withPlayerLock<T>(
  backend: MockBackend,
  key: string,
  work: () => Promise<T> | T,
): Promise<T> {
  let players = queues.get(backend)
  if (!players) queues.set(backend, (players = new Map()))
  const before = players.get(key) ?? Promise.resolve()
  const result = before.then(work)
  const settled = result.then(
    () => undefined,
    () => undefined,
  )
  players.set(key, settled)
  void settled.then(() => {
    if (players.get(key) === settled) players.delete(key)
  })
  return result
}
