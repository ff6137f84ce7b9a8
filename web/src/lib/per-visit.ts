/** Everything one visit holds: one per browser tab, one per request the server renders. */
export type Visit = Map<object, unknown>

const outsideVisit = () => {
  throw new Error('Per-visit state was read on the server outside a request it renders')
}
const tab: Visit = new Map()
// On the server (no window) no state outlives a request: there is no visit until it names one.
let currentVisit: () => Visit = typeof window === 'undefined' ? outsideVisit : () => tab

/**
 * State of one visit: the site, the player, the language, the API client and its caches. In the
 * browser there is one visit, the tab. The server renders many tenants' pages at once, so it
 * names the visit each request runs in (`followVisits`), and a casino1 page never reads slot2's
 * site or another player's session; read outside a request, per-visit state throws.
 *
 * @example
 * const site = perVisit(() => signal<SiteState>({ status: 'loading' }))
 * site().value = next
 */
export function perVisit<T>(create: () => T): () => T {
  const key = {}
  return () => {
    const visit = currentVisit()
    if (visit.has(key)) return visit.get(key) as T
    const value = create()
    visit.set(key, value)
    return value
  }
}

/** The server's hook: every per-visit value is looked up in the visit `find` names. */
export function followVisits(find: () => Visit): void {
  currentVisit = find
}
