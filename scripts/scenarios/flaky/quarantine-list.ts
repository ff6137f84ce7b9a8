import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The suites whose checks record their retries, as `pnpm test` names them. */
export const suites = ['scenarios', 'e2e', 'e2e:dev', 'e2e:proxy'] as const
export type Suite = (typeof suites)[number]

/** A check QA has set aside while it is mended: it runs, and its failure does not fail the run. */
export interface QuarantineEntry {
  suite: Suite
  /** A scenario cell id (`slot2.zh.login`) or an e2e test (`file › describe › title`); `*` matches any run of characters. */
  check: string
  reason: string
  since: string
}

/** The committed list, scripts/scenarios/quarantine.json: QA edits it. */
export const quarantineFile = fileURLToPath(new URL('../quarantine.json', import.meta.url))

/** The quarantine list cannot be read: which entry, and what is wrong with it. */
export class QuarantineListError extends Error {}

function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return 'is not an object'
  const { suite, check, reason, since } = entry as Record<string, unknown>
  if (!(suites as readonly unknown[]).includes(suite))
    return `has suite ${JSON.stringify(suite)}; one of ${suites.join(', ')}`
  if (typeof check !== 'string' || !check.trim()) return 'names no check'
  if (typeof reason !== 'string' || !reason.trim())
    return `(${check}) gives no reason: say why it is set aside, for whoever mends it`
  if (typeof since !== 'string' || Number.isNaN(Date.parse(since)))
    return `(${check}) has no date in since, e.g. "2026-11-27"`
  return undefined
}

/**
 * Reads and checks the quarantine list; none when the file is absent.
 *
 * @example readQuarantine()[0] // { suite: 'scenarios', check: 'slot2.*.fault-dribble', reason: '…', since: '2026-11-27' }
 */
export function readQuarantine(file = quarantineFile): QuarantineEntry[] {
  if (!existsSync(file)) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new QuarantineListError(`${file}: not JSON (${(error as Error).message})`)
  }
  const list = (parsed as { quarantined?: unknown } | null)?.quarantined
  if (!Array.isArray(list))
    throw new QuarantineListError(`${file}: expected { "quarantined": [ … ] }`)
  list.forEach((entry, index) => {
    const problem = entryProblem(entry)
    if (problem) throw new QuarantineListError(`${file}: entry ${index + 1} ${problem}`)
  })
  return list as QuarantineEntry[]
}

const pattern = (check: string) =>
  new RegExp(`^${check.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`)

/**
 * The entry that sets a check of a suite aside, if any.
 *
 * @example quarantineOf(list, 'scenarios', 'slot2.zh.fault-dribble')?.reason
 */
export function quarantineOf(
  list: readonly QuarantineEntry[],
  suite: Suite,
  check: string,
): QuarantineEntry | undefined {
  return list.find((entry) => entry.suite === suite && pattern(entry.check).test(check))
}
