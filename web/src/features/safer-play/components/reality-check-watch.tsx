import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { useNotedSessionSummary } from '../../../stores/session-summary.ts'
import {
  saferPlayCalls,
  type PlaySessionSummary,
  type SessionLimitMinutes,
} from '../api/safer-play-calls.ts'
import { realityCheckDue } from '../utils/reality-check-due.ts'
import { lastHeard, noteHeard } from '../utils/reality-check-heard.ts'
import { sessionLimitDueAt } from '../utils/session-limit-due.ts'
import { SessionLimitNotice } from './session-limit-notice.tsx'

type Minutes = NonNullable<SessionLimitMinutes>
type Props = {
  onStop: () => void
  /** The session-time limit has ended the session: sign the player out; the watch shows why. */
  onSessionLimit: () => void
  /** The player has read why they were signed out. */
  onSessionLimitRead: () => void
  pollMs?: number
}

function limitOf(summary: PlaySessionSummary, receivedAt: number) {
  const dueAt = sessionLimitDueAt(summary, receivedAt)
  const minutes = summary.session_limit.minutes
  return dueAt === null || minutes === null ? null : { dueAt, minutes }
}

/**
 * Asks the session summary now and then: shows the reality check when one has fallen due, and
 * ends the session when its time limit has, saying so.
 */
export default function RealityCheckWatch({
  onStop,
  onSessionLimit,
  onSessionLimitRead,
  pollMs = 60_000,
}: Props) {
  const { t } = useTranslation(['misc', 'ui'])
  const { money } = useSiteFormat()
  const [due, setDue] = useState<PlaySessionSummary | null>(null)
  const [ended, setEnded] = useState<Minutes | null>(null)
  const lastNext = useRef<string | null>(null)
  const limit = useRef<{ dueAt: number; minutes: Minutes } | null>(null)
  const [mountedAt] = useState(Date.now)
  const noted = useNotedSessionSummary()

  // Checked before each call: past the limit the backend answers every call as expired.
  const endIfDue = useEffectEvent((): boolean => {
    const known = limit.current
    if (!known || Date.now() < known.dueAt) return false
    // Once: a poll and a summary noted elsewhere may both find it due before the notice shows.
    limit.current = null
    setEnded(known.minutes)
    onSessionLimit()
    return true
  })
  useEffect(() => {
    // A summary noted before this watch started belongs to an earlier session.
    if (!noted || noted.receivedAt < mountedAt) return
    limit.current = limitOf(noted.summary, noted.receivedAt)
    endIfDue()
  }, [noted, mountedAt])
  useEffect(() => {
    if (ended !== null) return
    let live = true
    const poll = async (shareMs?: number) => {
      if (endIfDue()) return
      const outcome = await saferPlayCalls.sessionSummary(shareMs)
      if (!live || !outcome.ok) return
      const summary = outcome.value
      limit.current = limitOf(summary, Date.now())
      // After a reload, what the page before it heard: a check that fell due meanwhile still shows.
      const before = lastNext.current ?? lastHeard(summary.started_date)
      if (realityCheckDue(before, summary.next_check_date)) setDue(summary)
      lastNext.current = summary.next_check_date
      noteHeard(summary.started_date, summary.next_check_date)
    }
    void poll()
    const timer = setInterval(() => void poll(0), pollMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [pollMs, ended])
  if (ended !== null) return <SessionLimitNotice minutes={ended} onClose={onSessionLimitRead} />
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
