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
  const pair = changedCallsOnly(base as Document, head as Document)
  const { diffs } = (
    pair ? apiCompare(structuredClone(pair[0]), structuredClone(pair[1])) : { diffs: [] }
  ) as { diffs: ContractDiff[] }
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

type Document = { paths?: Record<string, unknown>; components?: Record<string, unknown> }

/** Every `$ref` below a node, pushed onto `out`. */
function refsBelow(node: unknown, out: string[]): void {
  if (Array.isArray(node)) for (const item of node) refsBelow(item, out)
  else if (node && typeof node === 'object') {
    const ref = (node as { $ref?: unknown }).$ref
    if (typeof ref === 'string') out.push(ref)
    for (const value of Object.values(node)) refsBelow(value, out)
  }
}

/** The keys a local JSON pointer names, decoded: `#/components/schemas/Balance` → components, schemas, Balance. */
const pointerKeys = (ref: string): string[] =>
  ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))

/** The node a local JSON pointer (`#/components/schemas/Balance`) names, if any. */
function resolvePointer(document: Document, ref: string): unknown {
  let node: unknown = document
  for (const key of pointerKeys(ref)) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

/**
 * What a call is made of: its path item and every node its `$ref`s reach, by pointer; undefined
 * when a ref leaves the document or names nothing (the call is then compared whole).
 */
function callParts(document: Document, call: string): Map<string, unknown> | undefined {
  const parts = new Map<string, unknown>([['', document.paths?.[call]]])
  const pending: string[] = []
  refsBelow(document.paths?.[call], pending)
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    if (parts.has(ref)) continue
    if (!ref.startsWith('#/')) return undefined
    const target = resolvePointer(document, ref)
    if (target === undefined) return undefined
    parts.set(ref, target)
    refsBelow(target, pending)
  }
  return parts
}

const partsJson = (parts: Map<string, unknown>) =>
  JSON.stringify([...parts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/**
 * The two documents cut down to the calls that differ between them, with the components those
 * calls reach, since a diff of the whole contract took about a second: a call whose path item
 * and every node its `$ref`s reach are the same JSON in both has no difference to find. Undefined
 * when no call differs. The documents are not changed. A ref the cut cannot follow (another file,
 * a pointer to nothing) keeps both documents whole.
 */
function changedCallsOnly(base: Document, head: Document): [Document, Document] | undefined {
  const calls = new Set([...Object.keys(base.paths ?? {}), ...Object.keys(head.paths ?? {})])
  const changed: string[] = []
  const kept: [Set<string>, Set<string>] = [new Set(), new Set()]
  for (const call of calls) {
    const before = base.paths?.[call] === undefined ? undefined : callParts(base, call)
    const after = head.paths?.[call] === undefined ? undefined : callParts(head, call)
    if (
      (base.paths?.[call] !== undefined && !before) ||
      (head.paths?.[call] !== undefined && !after)
    )
      return [base, head]
    if (before && after && partsJson(before) === partsJson(after)) continue
    changed.push(call)
    for (const ref of before?.keys() ?? []) kept[0].add(ref)
    for (const ref of after?.keys() ?? []) kept[1].add(ref)
  }
  if (changed.length === 0) return undefined
  const cut = (document: Document, refs: Set<string>): Document => {
    const components: Record<string, Record<string, unknown>> = {}
    for (const ref of refs) {
      const [top, kind, name] = pointerKeys(ref)
      if (top !== 'components' || !kind || !name) continue
      const all = document.components?.[kind] as Record<string, unknown> | undefined
      ;(components[kind] ??= {})[name] = all?.[name]
    }
    const paths = Object.fromEntries(
      changed
        .filter((call) => document.paths?.[call] !== undefined)
        .map((call) => [call, document.paths![call]]),
    )
    return { ...document, paths, components }
  }
  return [cut(base, kept[0]), cut(head, kept[1])]
}
