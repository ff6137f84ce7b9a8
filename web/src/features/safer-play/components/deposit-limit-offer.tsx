import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'
import { useCall } from '../../../lib/use-call.ts'
import { type Outcome } from '../../../lib/outcome.ts'
import type { LimitPeriod, PlayLimit, SaferPlayCalls } from '../api/safer-play-calls.ts'
import { parseLimitAmount } from '../utils/limit-amount.ts'
import { offersDepositLimit } from '../utils/limit-offer.ts'
import './limit-offer.css'

const periods: LimitPeriod[] = ['daily', 'weekly', 'monthly']

type Props = {
  calls: Pick<SaferPlayCalls, 'limits' | 'setLimit'>
  hasDeposited: () => Promise<Outcome<boolean>>
}

/** Beside the first deposit, the offer of a deposit limit: optional, and the deposit never waits for it. */
export function DepositLimitOffer({ calls, hasDeposited }: Props) {
  const { t } = useTranslation()
  const { money } = useSiteFormat()
  const headingId = useId()
  const periodId = useId()
  const offer = useCall('deposit-limit-offer', async (): Promise<Outcome<boolean>> => {
    const [limits, deposited] = await Promise.all([calls.limits(), hasDeposited()])
    if (!limits.ok) return limits
    if (!deposited.ok) return deposited
    return { ok: true, value: offersDepositLimit(limits.value, deposited.value) }
  })
  const [period, setPeriod] = useState<LimitPeriod>('daily')
  const [text, setText] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const [skipped, setSkipped] = useState(false)
  const [inForce, setInForce] = useState<PlayLimit | null>(null)
  const amount = parseLimitAmount(text)

  if (inForce?.amount)
    return (
      <p role="status" className="limit-offer limit-offer--done">
        {t('limitOffer.inForce', {
          name: t(`saferPlay.limitName.deposit.${inForce.period}`),
          amount: money(inForce.amount),
        })}
      </p>
    )
  if (skipped || offer.state.status !== 'ready' || !offer.state.value) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (amount === null || busy) return
    setBusy(true)
    const outcome = await calls.setLimit('deposit', period, amount)
    setBusy(false)
    setFailed(!outcome.ok)
    if (outcome.ok) setInForce(outcome.value)
  }
  return (
    <section className="limit-offer" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limitOffer.depositTitle')}</h2>
      <p>{t('limitOffer.depositIntro')}</p>
      <form className="limit-offer__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={periodId}>{t('limitOffer.period')}</label>
          <select
            id={periodId}
            value={period}
            onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
          >
            {periods.map((option) => (
              <option key={option} value={option}>
                {t(`saferPlay.limitName.deposit.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={t('limitOffer.amount')}
          autoComplete="off"
          error={shown && amount === null ? 'saferPlay.amountInvalid' : undefined}
          {...strictNumberProps(text, setText)}
        />
        <div className="limit-offer__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('limitOffer.set')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setSkipped(true)}>
            {t('limitOffer.skip')}
          </button>
        </div>
      </form>
      {failed && <p role="alert">{t('limitOffer.setFailed')}</p>}
    </section>
  )
}
