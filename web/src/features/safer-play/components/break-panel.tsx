import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import type { BreakDuration, BreakType, SaferPlayCalls } from '../api/safer-play-calls.ts'
import { breakEnd } from '../utils/break-end.ts'

const durations: Record<BreakType, BreakDuration[]> = {
  timeout: ['P1D', 'P7D', 'P30D'],
  self_exclusion: ['P6M', 'P1Y', 'P5Y'],
}

type Props = {
  type: BreakType
  calls: Pick<SaferPlayCalls, 'takeBreak'>
  /** The break has started and the backend ended every session of the player. */
  onTaken: () => void
}

/** A time-out or a self-exclusion: the player picks its length, then confirms it in a dialog that says what follows. */
export function BreakPanel({ type, calls, onTaken }: Props) {
  const { t } = useTranslation()
  const { date } = useSiteFormat()
  const headingId = useId()
  const [duration, setDuration] = useState<BreakDuration>(durations[type][0]!)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const close = () => setAsking(false)
  const take = async () => {
    setBusy(true)
    const outcome = await calls.takeBreak(type, duration)
    setBusy(false)
    if (outcome.ok) onTaken()
    else close()
  }
  const until = date(breakEnd(duration, new Date()).toISOString())
  return (
    <section className="break-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`saferPlay.break.${type}.title`)}</h3>
      <p>{t(`saferPlay.break.${type}.intro`)}</p>
      <fieldset className="break-panel__choices">
        <legend>{t('saferPlay.break.length')}</legend>
        {durations[type].map((option) => (
          <label key={option} className="break-panel__choice">
            <input
              type="radio"
              name={`${type}-duration`}
              value={option}
              checked={duration === option}
              onChange={() => setDuration(option)}
            />
            {t(`saferPlay.break.duration.${option}`)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--primary" onClick={() => setAsking(true)}>
        {t(`saferPlay.break.${type}.start`)}
      </button>
      {asking && (
        <Dialog
          title={t(`saferPlay.break.${type}.confirmTitle`)}
          closeLabel={t('close')}
          onClose={close}
          tone="danger"
        >
          <p>
            {t(`saferPlay.break.${type}.confirmText`, {
              length: t(`saferPlay.break.duration.${duration}`),
              date: until,
            })}
          </p>
          <p>{t('saferPlay.break.noEarlyEnd')}</p>
          <div className="limit-row__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('saferPlay.break.keepPlaying')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void take()}
            >
              {t(`saferPlay.break.${type}.confirm`)}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  )
}
