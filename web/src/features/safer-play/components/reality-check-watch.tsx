import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { saferPlayCalls, type PlaySessionSummary } from '../api/safer-play-calls.ts'
import { realityCheckDue } from '../utils/reality-check-due.ts'

type Props = { onStop: () => void; pollMs?: number }

/** Asks the session summary now and then, and shows the reality check when one has fallen due. */
export default function RealityCheckWatch({ onStop, pollMs = 60_000 }: Props) {
  const { t } = useTranslation(['misc', 'ui'])
  const { money } = useSiteFormat()
  const [due, setDue] = useState<PlaySessionSummary | null>(null)
  const lastNext = useRef<string | null>(null)
  useEffect(() => {
    let live = true
    const poll = async () => {
      const outcome = await saferPlayCalls.sessionSummary()
      if (!live || !outcome.ok) return
      const summary = outcome.value
      if (realityCheckDue(lastNext.current, summary.next_check_date)) setDue(summary)
      lastNext.current = summary.next_check_date
    }
    void poll()
    const timer = setInterval(() => void poll(), pollMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [pollMs])
  if (!due) return null
  const keepPlaying = () => setDue(null)
  return (
    <Dialog
      title={t('misc:saferPlay.reality.title')}
      closeLabel={t('ui:close')}
      onClose={keepPlaying}
    >
      <p>{t('misc:saferPlay.reality.played', { count: due.minutes_played })}</p>
      <p>
        {t(due.net_result < 0 ? 'misc:saferPlay.reality.down' : 'misc:saferPlay.reality.up', {
          amount: money(Math.abs(due.net_result)),
        })}
      </p>
      <div className="limit-row__actions">
        <button type="button" className="button button--primary" onClick={keepPlaying}>
          {t('misc:saferPlay.reality.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={onStop}>
          {t('misc:saferPlay.reality.stop')}
        </button>
      </div>
    </Dialog>
  )
}
