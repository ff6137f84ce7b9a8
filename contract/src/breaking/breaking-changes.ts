import { apiCompare } from 'api-smart-diff'
import { classifyDiff, type BreakingKind, type ContractDiff } from './classify-diff.ts'

/** One break of a call between two versions of the contract. */
export interface BreakingChange {
  /** The API path of the call (`/api/auth/get_balance`). */
  call: string
  kind: BreakingKind
  /** Where in the call, as a dotted path below the operation (`responses.200…properties.game_balance`). */
  where: string
  /** True for a call marked `x-provisional` in the base version. */
  provisional: boolean
}

/** The gate's verdict: what fails it, and the provisional changes a changelog entry allows. */
export interface GateVerdict {
  failures: BreakingChange[]
  allowed: BreakingChange[]
}

type OpenApi = { paths?: Record<string, { post?: { 'x-provisional'?: boolean } }> }

/**
 * The paths a contract changelog's `## Unreleased` section names: only there does an entry
 * allow a provisional call to change.
 *
 * @example
 * unreleasedPaths('## Unreleased\n- /api/wallet/deposit: amount in cents\n## 2026-11-01\n')
 * // Set { '/api/wallet/deposit' }
 */
export function unreleasedPaths(changelog: string): Set<string> {
  const section = changelog.split(/^## /m).find((part) => /^unreleased\b/i.test(part)) ?? ''
  return new Set(section.match(/\/api\/[\w/]+/g) ?? [])
}

/**
 * Compares two versions of the contract (parsed openapi.yaml) with api-smart-diff and applies
 * Playfront's rules (classifyDiff): any break of one of the specified calls fails; a break of a
 * provisional call fails unless the changelog's Unreleased section names its path.
 *
 * @example
 * const { failures } = findBreakingChanges(baseDocument, headDocument, readFileSync('contract/CHANGELOG.md', 'utf8'))
 * failures[0] // { call: '/api/auth/get_balance', kind: 'field removed or renamed', where: '…game_balance', provisional: false }
 */
export function findBreakingChanges(base: object, head: object, changelog = ''): GateVerdict {
  // api-smart-diff rewrites the documents it is given (a $ref's sibling keys, x-provisional among
  // them, are merged into what it points at): it gets copies, and the caller's stay as they were.
  const { diffs } = apiCompare(structuredClone(base), structuredClone(head)) as {
    diffs: ContractDiff[]
  }
  const paths = (base as OpenApi).paths ?? {}
  const named = unreleasedPaths(changelog)
  const verdict: GateVerdict = { failures: [], allowed: [] }
  const seen = new Set<string>()
  for (const diff of diffs) {
    const kind = classifyDiff(diff)
    if (!kind) continue
    const call = String(diff.path[1])
    const where = diff.path.slice(2).join('.')
    const key = `${call} ${kind} ${where}`
    if (seen.has(key)) continue
    seen.add(key)
    const provisional = paths[call]?.post?.['x-provisional'] === true
    const change = { call, kind, where, provisional }
    if (provisional && named.has(call)) verdict.allowed.push(change)
    else verdict.failures.push(change)
  }
  return verdict
}
