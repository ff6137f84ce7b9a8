import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { updateSessionUser } from '../../../stores/session.ts'

type ProfileAnswer = {
  statusCode: number
  value?: { full_name?: string; contact_email?: string }[]
}

export async function updateProfile(fullName: string, email: string): Promise<boolean> {
  const answer = (await api().post('/api/settings/profile_update', {
    ...playerBody(),
    full_name: fullName,
    contact_email: email,
  })) as ProfileAnswer
  const saved = answer.value?.[0]
  if (answer.statusCode !== 1 || !saved) return false
  updateSessionUser({
    full_name: saved.full_name ?? fullName,
    contact_email: saved.contact_email ?? email,
  })
  return true
}
