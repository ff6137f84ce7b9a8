import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { amountError, parseAmount, type AmountLimits } from '../utils/amount-rules.ts'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'

type Props = {
  limits: AmountLimits
  presets?: number[]
  onSubmit: (amount: number) => void
  onBack?: () => void
}

/** The amount of a deposit or withdrawal: digits only, checked against the limits before anything is sent. */
export function AmountForm({ limits, presets = [], onSubmit, onBack }: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [shown, setShown] = useState(false)
  const error = amountError(text, limits)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    const amount = parseAmount(text)
    if (!error && amount !== null) onSubmit(amount)
  }
  return (
    <form className="form wallet-form" onSubmit={submit} noValidate>
      {presets.length > 0 && (
        <fieldset className="wallet-presets">
          <legend>{t('wallet.presets')}</legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button--ghost"
              aria-pressed={text === String(preset)}
              onClick={() => setText(String(preset))}
            >
              {money(preset)}
            </button>
          ))}
        </fieldset>
      )}
      <FormField
        label={t('wallet.amount')}
        hint={t('wallet.limits', { min: money(limits.min), max: money(limits.max) })}
        error={shown && error ? error : undefined}
        autoComplete="off"
        {...strictNumberProps(text, setText)}
      />
      <div className="wallet-actions">
        {onBack && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('wallet.back')}
          </button>
        )}
        <button type="submit" className="button button--primary">
          {t('wallet.continue')}
        </button>
      </div>
    </form>
  )
}
