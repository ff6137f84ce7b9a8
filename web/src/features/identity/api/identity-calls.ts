import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type IdentityCheck = components['schemas']['IdentityCheck']
export type DocumentKind = components['schemas']['IdentityDocumentKind']
export type DocumentType = components['schemas']['IdentityDocumentType']

export async function loadIdentityCheck(): Promise<Outcome<IdentityCheck>> {
  const answer = await api().post('/api/account/kyc', playerBody())
  return outcomeOf(answer, (success) => success.value)
}

export async function sendIdentityDocument(
  kind: DocumentKind,
  contentType: DocumentType,
  data: string,
): Promise<Outcome<IdentityCheck>> {
  const answer = await api().post('/api/account/kyc_upload', {
    ...playerBody(),
    kind,
    content_type: contentType,
    data,
  })
  return outcomeOf(answer, (success) => success.value)
}
