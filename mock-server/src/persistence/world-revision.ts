import type { MockBackend } from '../backend.ts'
import { tableNames } from '../db/database.ts'

/**
 * A value that changes whenever the backend's state does: table writes, the clock's offset and
 * the scenarios. Cheap enough to read after every call.
 *
 * @example
 * const before = worldRevision(backend)
 * await backend.clock.advance(1000)
 * worldRevision(backend) !== before // true
 */
export function worldRevision(backend: MockBackend): string {
  let writes = 0
  for (const name of tableNames) writes += backend.tables[name].revision
  return `${writes}|${backend.clock.offset()}|${JSON.stringify(backend.scenarios)}`
}
