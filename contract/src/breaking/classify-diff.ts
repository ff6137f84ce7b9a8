// The gate's policy on one difference found by api-smart-diff. The tool judges changes from a
// server's point of view (a removed request field is "non-breaking" for a server); Playfront's
// rule is the client's: the site and the real backend must keep agreeing on every field.

/** One difference between two OpenAPI documents, as api-smart-diff reports it. */
export interface ContractDiff {
  path: readonly (string | number)[]
  action: 'add' | 'remove' | 'replace' | 'rename'
  type: string
  before?: unknown
  after?: unknown
  description?: string
}

/** Why a difference breaks the calls, in the words of the gate's report. */
export type BreakingKind =
  | 'path removed'
  | 'field removed or renamed'
  | 'enum value removed'
  | 'type narrowed'
  | 'request field made required'
  | 'answer field made optional'
  | 'breaking (api-smart-diff)'

const typesOf = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.map(String)
}

// `integer` is a narrower `number`: a field that was a number and is now an integer narrows.
function narrows(before: unknown, after: unknown): boolean {
  const wider = typesOf(after)
  return typesOf(before).some(
    (t) => !wider.includes(t) && !(t === 'integer' && wider.includes('number')),
  )
}

/**
 * The kind of break a difference is, or undefined when the site's calls keep working.
 * Only differences under `paths` count: a component nobody uses may change freely.
 *
 * @example
 * classifyDiff({ path: ['paths', '/api/seo', 'post'], action: 'remove', type: 'breaking' })
 * // 'path removed'
 */
export function classifyDiff(diff: ContractDiff): BreakingKind | undefined {
  const { path, action } = diff
  if (path[0] !== 'paths') return undefined
  if (action === 'remove' && path.length <= 3) return 'path removed'
  const side = path.includes('requestBody')
    ? 'request'
    : path.includes('responses')
      ? 'response'
      : 'other'
  const last = path[path.length - 1]
  const parent = path[path.length - 2]
  if (path.includes('enum') && (action === 'remove' || action === 'replace')) {
    const gone =
      Array.isArray(diff.before) && Array.isArray(diff.after)
        ? diff.before.some((v) => !(diff.after as unknown[]).includes(v))
        : true
    return gone ? 'enum value removed' : undefined
  }
  if (last === 'type' && (action === 'replace' || action === 'remove'))
    return narrows(diff.before, diff.after) ? 'type narrowed' : undefined
  if (parent === 'type' && action === 'remove') return 'type narrowed'
  if (parent === 'properties' && (action === 'remove' || action === 'rename'))
    return 'field removed or renamed'
  if (parent === 'required' || last === 'required') {
    if (side === 'request' && action === 'add') return 'request field made required'
    if (side === 'response' && action === 'remove') return 'answer field made optional'
  }
  return diff.type === 'breaking' ? 'breaking (api-smart-diff)' : undefined
}
