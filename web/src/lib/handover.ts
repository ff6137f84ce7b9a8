/**
 * Per-visit state the server's page carries to the browser, each piece declared once beside the
 * state itself: the server takes every declared piece when it has drawn a page and writes them
 * into the HTML (`src/server/render-visit.tsx`); the browser gives each back to its state before
 * it hydrates (`src/app/hydrate-site.tsx`), so that both render from the same state. Nothing is
 * listed twice: a new piece of state that must cross declares it here and nowhere else.
 *
 * @example
 * crossesToBrowser('site', () => site().peek(), (state) => setSiteState(state))
 */
export type Handover = Record<string, unknown>

type Crossing = { take: () => unknown; give: (value: never) => void }

const crossings = new Map<string, Crossing>()
// The browser's only: what its page brought, for a piece whose module loads after hydration starts.
let arrived: Handover | null = null

export function crossesToBrowser<T>(
  name: string,
  take: () => T | undefined,
  give: (value: T) => void,
): void {
  // A module evaluated again (hot reload in development) declares its piece again: the last counts.
  crossings.set(name, { take, give: give as (value: never) => void })
  if (arrived && name in arrived) give(arrived[name] as T)
}

/** The server's: every declared piece of the visit it has drawn, as JSON can carry it. */
export function handoverOfVisit(): Handover {
  const handover: Handover = {}
  for (const [name, { take }] of crossings) {
    const value = take()
    if (value !== undefined) handover[name] = value
  }
  return handover
}

/** The browser's: the page's handover, each piece given to the state that declared it. */
export function takeHandover(handover: Handover): void {
  arrived = handover
  for (const [name, { give }] of crossings) if (name in handover) give(handover[name] as never)
}
