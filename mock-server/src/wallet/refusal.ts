import type { components } from '@playfront/contract/schema'
import type { RefusalMessage } from '@playfront/contract/types'

/** A call refused under a business rule: the contract's refusal key and the particulars. */
export interface Refusal {
  refusal: RefusalMessage
  detail: string
  /** The limit a deposit or a stake would pass (depositLimit, lossLimit). */
  limit?: components['schemas']['PlayLimit']
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
