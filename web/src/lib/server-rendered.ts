import { perVisit } from './per-visit.ts'

const visit = perVisit(() => ({ rendered: false }))

/** This visit's pages come from a server that renders them (not the plain `index.html` of `pnpm dev`). */
export function markServerRendered(): void {
  visit().rendered = true
}

export function isServerRendered(): boolean {
  return visit().rendered
}
