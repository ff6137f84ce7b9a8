import type { components } from '@playfront/contract/schema'
import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { outcomeOf, type Outcome } from '../../../lib/outcome.ts'

export type PlayerSession = components['schemas']['PlayerSession']

export async function loadPlayerSessions(): Promise<Outcome<PlayerSession[]>> {
  const answer = await api().post('/api/account/sessions', playerBody())
  return outcomeOf(answer, (success) => success.value)
}

/** Ends one other session, or every other one; the answer is the sessions left. */
export async function endPlayerSessions(
  which: { sessionId: string } | 'others',
): Promise<Outcome<PlayerSession[]>> {
  const answer = await api().post('/api/account/end_sessions', {
    ...playerBody(),
    ...(which === 'others' ? { others: true as const } : { session_id: which.sessionId }),
  })
  return outcomeOf(answer, (success) => success.value)
}
