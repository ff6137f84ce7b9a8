import { api } from '../../../lib/api.ts'
import { playerBody } from '../../../lib/tenant.ts'
import { updateSessionUser } from '../../../stores/session.ts'
import { isSuccess } from '@playfront/contract/success'

export async function updateProfile(fullName: string, email: string): Promise<boolean> {
  const answer = await api().post('/api/settings/profile_update', {
    ...playerBody(),
    full_name: fullName,
    contact_email: email,
  })
  const saved = isSuccess(answer) ? answer.value[0] : undefined
  if (!saved) return false
  updateSessionUser({ full_name: saved.full_name, contact_email: saved.contact_email })
  return true
}
