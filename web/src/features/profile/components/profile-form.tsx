import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../stores/session.ts'
import { updateProfile } from '../api/update-profile.ts'

export function ProfileForm() {
  const { t } = useTranslation(['ui', 'messages'])
  const player = useSession()
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setSaved(false)
    setSaved(await updateProfile(String(form.get('full_name')), String(form.get('contact_email'))))
    setBusy(false)
  }

  return (
    <form className="form" onSubmit={submit}>
      <label className="field">
        <span>{t('fullName')}</span>
        <input name="full_name" autoComplete="name" defaultValue={player.fullname} required />
      </label>
      <label className="field">
        <span>{t('email')}</span>
        <input name="contact_email" type="email" autoComplete="email" defaultValue={player.email} required />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('submitting') : t('save')}
      </button>
      <p role="status">{saved ? t('messages:profileSaved') : ''}</p>
    </form>
  )
}
