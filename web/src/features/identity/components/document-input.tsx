import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DocumentKind, DocumentType, IdentityCheck } from '../api/identity-calls.ts'
import {
  documentProblem,
  documentType,
  documentTypes,
  readAsBase64,
} from '../utils/document-file.ts'

type Send = (
  kind: DocumentKind,
  type: DocumentType,
  data: string,
) => Promise<IdentityCheck | string>
type Props = { kind: DocumentKind; sent: boolean; send: Send }
type State = { step: 'idle' | 'sending' | 'sent' } | { step: 'refused'; message: string }

/** One document: the file is checked here, so only a JPEG, PNG or WebP of at most 5 MB is sent. */
export function DocumentInput({ kind, sent, send }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    const type = file && documentType(file)
    if (!file || state.step === 'sending') return
    const problem = documentProblem(file)
    if (problem || !type) {
      setState({ step: 'refused', message: `accountSafety.verification.problems.${problem}` })
      return
    }
    setState({ step: 'sending' })
    const answer = await send(kind, type, await readAsBase64(file))
    setState(
      typeof answer === 'string'
        ? { step: 'refused', message: `errors:${answer}` }
        : { step: 'sent' },
    )
  }
  const note =
    state.step === 'refused'
      ? t(state.message, { defaultValue: t('errors:unknownError') })
      : state.step === 'sending'
        ? t('accountSafety.verification.sending')
        : state.step === 'sent'
          ? t('accountSafety.verification.sentNow')
          : sent
            ? t('accountSafety.verification.alreadySent')
            : ''
  return (
    <div className="field identity-document">
      <label htmlFor={id}>{t(`accountSafety.verification.kinds.${kind}`)}</label>
      <input
        id={id}
        type="file"
        accept={documentTypes.join(',')}
        onChange={choose}
        disabled={state.step === 'sending'}
        aria-invalid={state.step === 'refused' ? true : undefined}
        aria-describedby={`${id}-hint ${id}-note`}
      />
      <small id={`${id}-hint`} className="field__hint">
        {t('accountSafety.verification.fileHint')}
      </small>
      <small
        id={`${id}-note`}
        role={state.step === 'refused' ? 'alert' : 'status'}
        className={state.step === 'refused' ? 'field__error' : 'field__hint'}
      >
        {note}
      </small>
    </div>
  )
}
