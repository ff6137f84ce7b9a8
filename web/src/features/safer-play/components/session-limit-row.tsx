import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { sessionTimeLimitMinutesValues } from '@playfront/contract/schema'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { noteSessionSummary } from '../../../stores/session-summary.ts'
import type {
  PlaySessionSummary,
  SaferPlayCalls,
  SessionLimitMinutes,
} from '../api/safer-play-calls.ts'
import { PendingChange } from './pending-change.tsx'

type Props = {
  summary: PlaySessionSummary
  calls: Pick<SaferPlayCalls, 'setSessionLimit' | 'confirmSessionLimit'>
}

/** The session-time limit, with the same set, lower, raise, remove and confirm steps as the money limits. */
export function SessionLimitRow({ summary: first, calls }: Props) {
  const { t } = useTranslation()
  const { date } = useSiteFormat()
  const headingId = useId()
  const selectId = useId()
  const [summary, setSummary] = useState(first)
  const [chosen, setChosen] = useState<NonNullable<SessionLimitMinutes>>(
    first.session_limit.minutes ?? sessionTimeLimitMinutesValues[0]!,
  )
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const { minutes, pending } = summary.session_limit
  const length = (value: NonNullable<SessionLimitMinutes>) =>
    t(`misc:saferPlay.sessionLimit.length.${value}`)

  const send = async (call: () => ReturnType<SaferPlayCalls['setSessionLimit']>, done: string) => {
    setBusy(true)
    const outcome = await call()
    setBusy(false)
    if (!outcome.ok) return
    setSummary(outcome.value)
    noteSessionSummary(outcome.value)
    setNotice(outcome.value.session_limit.pending ? t('saferPlay.waits') : done)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) void send(() => calls.setSessionLimit(chosen), t('saferPlay.appliesNow'))
  }

  return (
    <section className="limit-row" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('saferPlay.sessionLimit.title')}</h3>
      <p>{t('saferPlay.sessionLimit.intro')}</p>
      <dl className="limit-row__facts">
        <dt>{t('saferPlay.limit')}</dt>
        <dd>{minutes === null ? t('saferPlay.noLimit') : length(minutes)}</dd>
        {summary.ends_date && (
          <>
            <dt>{t('saferPlay.sessionLimit.endsAt')}</dt>
            <dd>{date(summary.ends_date)}</dd>
          </>
        )}
      </dl>
      {pending && (
        <PendingChange
          next={pending.minutes === null ? null : length(pending.minutes)}
          availableDate={pending.available_date}
          confirmable={pending.confirmable}
          busy={busy}
          onConfirm={() =>
            void send(() => calls.confirmSessionLimit(true), t('saferPlay.appliesNow'))
          }
          onCancel={() =>
            void send(() => calls.confirmSessionLimit(false), t('saferPlay.changeDropped'))
          }
        />
      )}
      <form className="form limit-row__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={selectId}>{t('saferPlay.sessionLimit.choose')}</label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) =>
              setChosen(Number(event.target.value) as NonNullable<SessionLimitMinutes>)
            }
          >
            {sessionTimeLimitMinutesValues.map((value) => (
              <option key={value} value={value}>
                {length(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="limit-row__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('saferPlay.sessionLimit.set')}
          </button>
          {minutes !== null && !pending && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void send(() => calls.setSessionLimit(null), '')}
            >
              {t('saferPlay.sessionLimit.remove')}
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
