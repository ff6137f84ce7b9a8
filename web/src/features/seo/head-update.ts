import { applyHead } from './apply-head.ts'
import { pageHead, type HeadInput } from './page-head.ts'

/** The head of the page the player moved to; in a chunk of its own, loaded by the first move. */
export function updateHead(input: HeadInput): void {
  applyHead(pageHead(input))
}
