import { iso } from '../clock.ts'
import type { components } from '@playfront/contract/schema'
import type { MockBackend } from '../backend.ts'
import { ownerGroup, playerKey } from '../db/database.ts'
import type { IdentityCheckRow, IdentityDocument } from '../models/identity.ts'
import type { Owner } from '../wallet/ledger.ts'
import { refusal, type Refusal } from '../wallet/refusal.ts'
import { imageSize } from './image-bytes.ts'

type IdentityCheck = components['schemas']['IdentityCheck']

/** The documents a check needs before the operator can decide it. */
export const requiredDocuments: IdentityDocument['kind'][] = ['id_front', 'selfie']

/**
 * The status of a player's identity check: `none` until a check exists.
 *
 * @example
 * identityStatus(backend, owner) // 'verified' for the seeded players
 */
export const identityStatus = (backend: MockBackend, owner: Owner): IdentityCheck['status'] =>
  backend.tables.identity_checks.get(playerKey(owner.domain_name, owner.account_id))?.status ??
  'none'

/**
 * The identity check as the contract shows it (the images themselves stay in the mock).
 *
 * @example
 * identityView(backend, owner).required // ['id_front', 'selfie']
 */
export function identityView(backend: MockBackend, owner: Owner): IdentityCheck {
  const row = backend.tables.identity_checks.get(playerKey(owner.domain_name, owner.account_id))
  return {
    status: row?.status ?? 'none',
    required: requiredDocuments,
    documents: backend.tables.identity_documents
      .inGroup(ownerGroup(owner))
      .map(({ document_id, kind, content_type, size, uploaded_at }) => ({
        document_id,
        kind,
        content_type,
        size,
        uploaded_date: iso(uploaded_at),
      })),
    reason: row?.reason ?? null,
  }
}

async function setCheck(
  backend: MockBackend,
  owner: Owner,
  change: Pick<IdentityCheckRow, 'status' | 'reason' | 'decided_at'>,
): Promise<void> {
  await backend.tables.identity_checks.upsert(
    playerKey(owner.domain_name, owner.account_id),
    () => ({ ...owner, ...change }),
    (draft) => Object.assign(draft, change),
  )
}

/**
 * Keeps one document (a later one of the same kind replaces it). Once every required kind is in,
 * the check is pending; a rejected check starts again. A verified player cannot send more.
 *
 * @example
 * await uploadDocument(backend, owner, { kind: 'selfie', content_type: 'image/png', data })
 */
export async function uploadDocument(
  backend: MockBackend,
  owner: Owner,
  input: Pick<IdentityDocument, 'kind' | 'content_type' | 'data'>,
): Promise<IdentityCheck | Refusal> {
  if (identityStatus(backend, owner) === 'verified')
    return refusal('notEligible', 'The identity is already verified.')
  const checked = imageSize(input.data, input.content_type)
  if ('problem' in checked) return refusal('badDocument', checked.problem)
  const documents = backend.tables.identity_documents
  for (const d of documents.inGroup(ownerGroup(owner)))
    if (d.kind === input.kind) documents.delete(String(d.document_id))
  await documents.insert({
    document_id: documents.nextSerial(),
    ...owner,
    ...input,
    size: checked.size,
    uploaded_at: backend.clock.now(),
  })
  const kinds = new Set(documents.inGroup(ownerGroup(owner)).map((d) => d.kind))
  if (requiredDocuments.every((kind) => kinds.has(kind)))
    await setCheck(backend, owner, { status: 'pending', reason: null, decided_at: null })
  return identityView(backend, owner)
}

/**
 * The operator's decision on a pending check (the control API): verified, or rejected with a
 * reason the player sees. Answers an error text when there is nothing to decide.
 *
 * @example
 * await decideIdentity(backend, owner, 'verified')
 */
export async function decideIdentity(
  backend: MockBackend,
  owner: Owner,
  status: 'verified' | 'rejected',
  reason: string | null = null,
): Promise<IdentityCheck | string> {
  const current = identityStatus(backend, owner)
  if (current !== 'pending')
    return `The identity check is ${current}; only a pending check can be decided.`
  await setCheck(backend, owner, {
    status,
    reason: status === 'rejected' ? (reason ?? 'The documents could not be verified.') : null,
    decided_at: backend.clock.now(),
  })
  return identityView(backend, owner)
}

/**
 * The refusal of a withdrawal while the identity is not verified, with the reason.
 *
 * @example
 * refuseUnverified(backend, owner) // identityNotVerified for a new player
 */
export function refuseUnverified(backend: MockBackend, owner: Owner): Refusal | undefined {
  const status = identityStatus(backend, owner)
  if (status === 'verified') return undefined
  const why = {
    none: 'no documents were sent yet',
    pending: 'the check is pending',
    rejected: 'the check was rejected',
  }[status]
  return refusal('identityNotVerified', `Withdrawals need a verified identity; ${why}.`)
}
