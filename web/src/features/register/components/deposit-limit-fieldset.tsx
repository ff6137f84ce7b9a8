import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'
import {
  limitPeriods,
  type DepositLimitChoice,
  type LimitPeriodChoice,
} from '../utils/deposit-limit-choice.ts'

type Props = {
  choice: DepositLimitChoice
  onChange: (choice: DepositLimitChoice) => void
  error?: string
  locked: boolean
}

/** The offer of a deposit limit at signup: no limit unless the player picks a period. */
export function DepositLimitFieldset({ choice, onChange, error, locked }: Props) {
  const { t } = useTranslation()
  const periodId = useId()
  const introId = useId()
  return (
    <fieldset className="register__limit" aria-describedby={introId}>
      <legend>{t('limitOffer.signupLegend')}</legend>
      <p id={introId} className="field__hint">
        {t('limitOffer.signupIntro')}
      </p>
      <div className="field">
        <label htmlFor={periodId}>{t('limitOffer.period')}</label>
        <select
          id={periodId}
          name="deposit_limit_period"
          value={choice.period}
          disabled={locked}
          onChange={(event) =>
            onChange({ ...choice, period: event.target.value as LimitPeriodChoice })
          }
        >
          <option value="">{t('limitOffer.none')}</option>
          {limitPeriods.map((period) => (
            <option key={period} value={period}>
              {t(`saferPlay.limitName.deposit.${period}`)}
            </option>
          ))}
        </select>
      </div>
      {choice.period && (
        <FormField
          label={t('limitOffer.amount')}
          name="deposit_limit_amount"
          autoComplete="off"
          readOnly={locked}
          error={error}
          {...strictNumberProps(choice.amount, (amount) => onChange({ ...choice, amount }))}
        />
      )}
    </fieldset>
  )
}
