import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { loginWithPassword } from '../api/login.ts'

export function PasswordLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const ok = await loginWithPassword(String(form.get('account_id')), String(form.get('password')))
    setBusy(false)
    if (ok) onSuccess()
  }

  return (
    <form className="form" onSubmit={submit}>
      <label className="field">
        <span>{t('accountId')}</span>
        <input name="account_id" autoComplete="username" required />
      </label>
      <label className="field">
        <span>{t('password')}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('submitting') : t('login')}
      </button>
    </form>
  )
}
