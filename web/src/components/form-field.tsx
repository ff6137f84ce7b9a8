import { useId, type InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import './form-field.css'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  /** Values the error message names, such as the minimum age. */
  errorValues?: Record<string, string | number>
  hint?: string
}

/** A labelled input whose error is announced with it, for the forms of the account screens. */
export function FormField({ label, error, errorValues, hint, ...input }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {errorValues ? t(error, errorValues) : t(error)}
        </small>
      )}
    </div>
  )
}
