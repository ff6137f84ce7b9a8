import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { loginWithTac, requestLoginTac } from '../api/login.ts'

export function TacLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['ui', 'messages'])
  const [accountId, setAccountId] = useState('')
  const [step, setStep] = useState<'account' | 'code'>('account')
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<boolean>, next: () => void) {
    if (busy) return
    setBusy(true)
    const ok = await action()
    setBusy(false)
    if (ok) next()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const tac = String(new FormData(event.currentTarget).get('tac') ?? '')
    if (step === 'account')
      void run(
        () => requestLoginTac(accountId),
        () => setStep('code'),
      )
    else void run(() => loginWithTac(accountId, tac), onSuccess)
  }

  return (
    <form className="form" onSubmit={submit}>
      <label className="field">
        <span>{t('accountId')}</span>
        <input
          name="account_id"
          autoComplete="username"
          required
          value={accountId}
          onChange={(e) => setAccountId(e.target.value)}
        />
      </label>
      {step === 'code' && (
        <>
          <p role="status">{t('messages:tacSent')}</p>
          <label className="field">
            <span>{t('tac')}</span>
            <input name="tac" inputMode="numeric" autoComplete="one-time-code" required />
          </label>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('submitting') : step === 'account' ? t('requestTac') : t('login')}
      </button>
    </form>
  )
}
