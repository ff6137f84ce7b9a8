import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { strictNumberProps } from '../../../lib/filtered-input-props.ts'
import type { PlayLimit, SaferPlayCalls } from '../api/safer-play-calls.ts'
import { parseLimitAmount } from '../utils/limit-amount.ts'
import { PendingChange } from './pending-change.tsx'

type Props = {
  limit: PlayLimit
  calls: Pick<SaferPlayCalls, 'setLimit' | 'confirmLimit'>
  onChange: (limit: PlayLimit) => void
}

/** One of the six limits: what it allows, what the period used, and the change the player may make. */
export function LimitRow({ limit, calls, onChange }: Props) {
  const { t } = useTranslation()
  const { money, date } = useSiteFormat()
  const headingId = useId()
  const [text, setText] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const name = t(`saferPlay.limitName.${limit.kind}.${limit.period}`)
  const amount = parseLimitAmount(text)

  const send = async (call: () => ReturnType<SaferPlayCalls['setLimit']>, done: string) => {
    setBusy(true)
    const outcome = await call()
    setBusy(false)
    if (!outcome.ok) return
    onChange(outcome.value)
    setText('')
    setShown(false)
    setNotice(outcome.value.pending ? t('saferPlay.waits') : done)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (amount === null || busy) return
    void send(() => calls.setLimit(limit.kind, limit.period, amount), t('saferPlay.appliesNow'))
  }

  return (
    <section className="limit-row" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <dl className="limit-row__facts">
        <dt>{t('saferPlay.limit')}</dt>
        <dd>{limit.amount === null ? t('saferPlay.noLimit') : money(limit.amount)}</dd>
        <dt>{t('saferPlay.used')}</dt>
        <dd>{money(limit.used)}</dd>
        {limit.amount !== null && (
          <>
            <dt>{t('saferPlay.left')}</dt>
            <dd>{money(Math.max(0, limit.amount - limit.used))}</dd>
          </>
        )}
        <dt>{t('saferPlay.resets')}</dt>
        <dd>{date(limit.resets_date)}</dd>
      </dl>
      {limit.pending && (
        <PendingChange
          next={limit.pending.amount === null ? null : money(limit.pending.amount)}
          availableDate={limit.pending.available_date}
          confirmable={limit.pending.confirmable}
          busy={busy}
          onConfirm={() =>
            void send(
              () => calls.confirmLimit(limit.kind, limit.period, true),
              t('saferPlay.appliesNow'),
            )
          }
          onCancel={() =>
            void send(
              () => calls.confirmLimit(limit.kind, limit.period, false),
              t('saferPlay.changeDropped'),
            )
          }
        />
      )}
      <form className="form limit-row__form" onSubmit={submit} noValidate>
        <FormField
          label={t('saferPlay.newAmount', { name })}
          error={shown && amount === null ? 'saferPlay.amountInvalid' : undefined}
          autoComplete="off"
          {...strictNumberProps(text, setText)}
        />
        <div className="limit-row__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('saferPlay.setLimit', { name })}
          </button>
          {limit.amount !== null && !limit.pending && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void send(() => calls.setLimit(limit.kind, limit.period, null), '')}
            >
              {t('saferPlay.removeLimit', { name })}
            </button>
          )}
        </div>
      </form>
      <p className="limit-row__notice" role="status">
        {notice}
      </p>
    </section>
  )
}
