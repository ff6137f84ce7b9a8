import { crossesToBrowser } from './handover.ts'
import { perVisit } from './per-visit.ts'

const visit = perVisit(() => ({ rendered: false }))

/** This visit's pages come from a server that renders them (not a page the browser draws alone). */
export function markServerRendered(): void {
  visit().rendered = true
}

export function isServerRendered(): boolean {
  return visit().rendered
}

crossesToBrowser(
  'serverRendered',
  () => visit().rendered || undefined,
  () => markServerRendered(),
)
