import {
  identityCheckStatusValues,
  identityDocumentKindValues,
  identityDocumentTypeValues,
} from '@playfront/contract/schema'
import { z } from 'zod'

/**
 * An identity document a player sent: the image is kept (base64) so QA can look at it, with its
 * type and decoded size.
 *
 * @example
 * identityDocumentSchema.parse({ document_id: 1, domain_name: 'localhost', account_id: 'demo', kind: 'selfie', content_type: 'image/png', size: 70, data: 'iVBORw0…', uploaded_at: 0 })
 */
export const identityDocumentSchema = z.object({
  document_id: z.number().int(),
  domain_name: z.string(),
  account_id: z.string(),
  kind: z.enum(identityDocumentKindValues),
  content_type: z.enum(identityDocumentTypeValues),
  size: z.number().int().min(1),
  data: z.string(),
  uploaded_at: z.number(),
})

/**
 * Where a player's identity check stands. A player without a row has sent nothing (`none`).
 *
 * @example
 * identityCheckSchema.parse({ domain_name: 'localhost', account_id: 'demo', status: 'verified', reason: null, decided_at: 0 })
 */
export const identityCheckSchema = z.object({
  domain_name: z.string(),
  account_id: z.string(),
  status: z.enum(identityCheckStatusValues),
  reason: z.string().nullable(),
  decided_at: z.number().nullable(),
})

export type IdentityDocument = z.output<typeof identityDocumentSchema>
export type IdentityCheckRow = z.output<typeof identityCheckSchema>
