import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { changePassword } from '../api/account-calls.ts'
import {
  passwordChangeErrors,
  type PasswordChange,
  type PasswordErrors,
} from '../utils/password-rules.ts'
import { isSuccess } from '@playfront/contract/success'

const empty: PasswordChange = { current: '', next: '', confirm: '' }

export function ChangePasswordForm() {
  const { t } = useTranslation()
  const [values, setValues] = useState(empty)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle')
  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <FormField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      error={errors[name]}
    />
  )
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'busy') return
    const found = passwordChangeErrors(values)
    setErrors(found)
    if (Object.keys(found).length) return
    setState('busy')
    const answer = await changePassword(values.current, values.next)
    const saved = isSuccess(answer)
    setState(saved ? 'saved' : 'idle')
    if (saved) setValues(empty)
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      {field('current', t('account.currentPassword'), 'current-password')}
      {field('next', t('account.newPassword'), 'new-password')}
      {field('confirm', t('account.confirmNewPassword'), 'new-password')}
      <button type="submit" className="button button--primary" disabled={state === 'busy'}>
        {state === 'busy' ? t('submitting') : t('account.changePassword')}
      </button>
      <p role="status">{state === 'saved' ? t('account.passwordChanged') : ''}</p>
    </form>
  )
}
