import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { registerCalls, type RegisterCalls } from '../api/register.ts'
import {
  registerErrors,
  type RegisterErrors,
  type RegisterValues,
} from '../utils/register-rules.ts'
import type { SignupExtras } from '../utils/signup-extras.ts'
import { dateOfBirthError, underAgeError, type AgeError } from '../utils/age-rules.ts'
import {
  depositLimitOf,
  type DepositLimitChoice,
  type SignupDepositLimit,
} from '../utils/deposit-limit-choice.ts'
import { isSuccess } from '@playfront/contract/success'
import { refusalMessages } from '@playfront/contract/catalogue'
import { FormField } from '../../../components/form-field.tsx'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { DepositLimitFieldset } from './deposit-limit-fieldset.tsx'
import './register.css'

type Step = 'details' | 'code' | 'done'
type Props = {
  extras: () => SignupExtras
  minAge: number
  onRegistered: (accountId: string) => void
  calls?: RegisterCalls
}

const empty: RegisterValues = {
  accountId: '',
  password: '',
  confirmPassword: '',
  phone: '',
  email: '',
  dateOfBirth: '',
}
const noLimit: DepositLimitChoice = { period: '', amount: '' }

/** details → code → done: the account is created only after its one-time code checks out. */
export function RegisterForm({ extras, minAge, onRegistered, calls = registerCalls }: Props) {
  const { t } = useTranslation()
  const { money } = useSiteFormat()
  const [values, setValues] = useState(empty)
  const [limitChoice, setLimitChoice] = useState(noLimit)
  const [limitError, setLimitError] = useState<string>()
  const [limit, setLimit] = useState<SignupDepositLimit | null>(null)
  const [errors, setErrors] = useState<RegisterErrors>({})
  const [ageError, setAgeError] = useState<AgeError | null>(null)
  const [step, setStep] = useState<Step>('details')
  const [tac, setTac] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (field: keyof RegisterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (step === 'details') {
      const found = registerErrors(values)
      const age = dateOfBirthError(values.dateOfBirth, minAge, new Date())
      const chosen = depositLimitOf(limitChoice)
      setErrors(found)
      setAgeError(age)
      setLimitError('error' in chosen ? chosen.error : undefined)
      if (Object.keys(found).length || age || 'error' in chosen) return
      setLimit(chosen.limit)
    }
    setBusy(true)
    if (step === 'details') {
      if (isSuccess(await calls.requestTac(values.accountId))) setStep('code')
    } else if (isSuccess(await calls.verifyTac(values.accountId, tac))) {
      const answer = await calls.signup({
        account_id: values.accountId,
        password: values.password,
        contact_phone: values.phone,
        ...(values.email.trim() ? { contact_email: values.email.trim() } : {}),
        date_of_birth: values.dateOfBirth,
        ...(limit ? { deposit_limit: limit } : {}),
        ...extras(),
      })
      if (answer.statusMessage === refusalMessages.underAge) {
        setAgeError(underAgeError(minAge))
        setStep('details')
      }
      if (isSuccess(answer)) {
        setStep('done')
        onRegistered(values.accountId)
      }
    }
    setBusy(false)
  }

  if (step === 'done')
    return (
      <div role="status" className="register__done">
        <p>{t('register.done', { account: values.accountId })}</p>
        {limit && (
          <p>
            {t('limitOffer.inForce', {
              name: t(`saferPlay.limitName.deposit.${limit.period}`),
              amount: money(limit.amount),
            })}
          </p>
        )}
      </div>
    )
  const locked = step === 'code'
  return (
    <form className="form register" onSubmit={submit} noValidate>
      <FormField
        label={t('accountId')}
        name="account_id"
        autoComplete="username"
        required
        readOnly={locked}
        value={values.accountId}
        onChange={(e) => set('accountId')(e.target.value)}
        error={errors.accountId}
        hint={t('register.accountIdHint')}
      />
      <FormField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        readOnly={locked}
        value={values.password}
        onChange={(e) => set('password')(e.target.value)}
        error={errors.password}
      />
      <FormField
        label={t('register.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        readOnly={locked}
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword')(e.target.value)}
        error={errors.confirmPassword}
      />
      <FormField
        label={t('register.phone')}
        name="contact_phone"
        type="tel"
        autoComplete="tel"
        required
        readOnly={locked}
        {...strictNumberProps(values.phone, set('phone'))}
        error={errors.phone}
      />
      <FormField
        label={t('register.emailOptional')}
        name="contact_email"
        type="email"
        autoComplete="email"
        readOnly={locked}
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
      />
      <FormField
        label={t('accountSafety.signup.dateOfBirth')}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        required
        readOnly={locked}
        value={values.dateOfBirth}
        onChange={(e) => set('dateOfBirth')(e.target.value)}
        error={ageError?.key}
        errorValues={ageError?.values}
        hint={t('accountSafety.signup.dateOfBirthHint', { age: minAge })}
      />
      <DepositLimitFieldset
        choice={limitChoice}
        onChange={setLimitChoice}
        error={limitError}
        locked={locked}
      />
      {locked && (
        <>
          <p role="status">{t('messages:tacSent')}</p>
          <FormField
            label={t('tac')}
            name="tac"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={tac}
            onChange={(e) => setTac(e.target.value)}
          />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('submitting') : t(locked ? 'register.create' : 'register.sendCode')}
      </button>
    </form>
  )
}
