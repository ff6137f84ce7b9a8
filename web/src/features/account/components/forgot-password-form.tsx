import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { requestPasswordReset } from '../api/account-calls.ts'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'
import { isSuccess } from '@playfront/contract/success'

export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const [accountId, setAccountId] = useState('')
  const [phone, setPhone] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'busy') return
    setState('busy')
    const answer = await requestPasswordReset(accountId.trim(), phone)
    setState(isSuccess(answer) ? 'sent' : 'idle')
  }
  if (state === 'sent')
    return (
      <p role="status" className="notice">
        {t('account.resetSent')}
      </p>
    )
  return (
    <form className="form" onSubmit={submit}>
      <FormField
        label={t('accountId')}
        name="account_id"
        autoComplete="username"
        required
        value={accountId}
        onChange={(e) => setAccountId(e.target.value)}
      />
      <FormField
        label={t('register.phone')}
        name="contact_phone"
        type="tel"
        autoComplete="tel"
        required
        {...strictNumberProps(phone, setPhone)}
      />
      <button type="submit" className="button button--primary" disabled={state === 'busy'}>
        {state === 'busy' ? t('submitting') : t('account.sendReset')}
      </button>
    </form>
  )
}
