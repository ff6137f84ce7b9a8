import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { useSession } from '../../../stores/session.ts'
import { alphabetOnlyProps } from '../../../lib/filtered-input-props.ts'
import { validateEmail } from '../../../lib/validators.ts'

type Props = {
  save: (fullName: string, email: string) => Promise<boolean>
}

/** The name takes letters and spaces only; the saved answer is what the session shows afterwards. */
export function EditProfileForm({ save }: Props) {
  const { t } = useTranslation()
  const player = useSession()
  // The session's name and e-mail until the player types: a page the server drew for the player
  // learns them from the browser's storage just after it is shown.
  const [typedName, setName] = useState<string | null>(null)
  const [typedEmail, setEmail] = useState<string | null>(null)
  const name = typedName ?? player.fullname
  const email = typedEmail ?? player.email
  const [error, setError] = useState<string | undefined>()
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle')
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (state === 'busy') return
    const found = validateEmail(email) ?? undefined
    setError(found)
    if (found) return
    setState('busy')
    setState((await save(name.trim(), email.trim())) ? 'saved' : 'idle')
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormField
        label={t('fullName')}
        name="full_name"
        autoComplete="name"
        required
        {...alphabetOnlyProps(name, setName)}
      />
      <FormField
        label={t('email')}
        name="contact_email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button type="submit" className="button button--primary" disabled={state === 'busy'}>
        {state === 'busy' ? t('submitting') : t('save')}
      </button>
      <p role="status">{state === 'saved' ? t('messages:profileSaved') : ''}</p>
    </form>
  )
}
