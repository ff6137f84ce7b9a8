import type { RefusalMessage } from '@playfront/contract/types'

/** A call refused under a business rule: the contract's refusal key and the particulars. */
export interface Refusal {
  refusal: RefusalMessage
  detail: string
}

/**
 * Builds a refusal.
 *
 * @example
 * refusal('insufficientBalance', 'The amount 5000 is more than the balance 1520.75.')
 */
export const refusal = (key: RefusalMessage, detail: string): Refusal => ({ refusal: key, detail })

/** True when a wallet step answered a refusal rather than a result. */
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refusal' in value
