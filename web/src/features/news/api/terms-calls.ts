import type { TermCondition } from '@playfront/contract/types'
import { api } from '../../../lib/api.ts'
import { tenantBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export async function loadTerms(): Promise<Outcome<TermCondition>> {
  return outcomeOf(
    await api().post('/api/content/term_condition', tenantBody()),
    (success) => success.value,
  )
}
