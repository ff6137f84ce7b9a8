import './session-list.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { endPlayerSessions, type PlayerSession } from '../api/session-calls.ts'

type Ending = 'idle' | 'others' | string

/** The player's signed-in devices; any but this one can be signed out, alone or all together. */
export function SessionList({ initial }: { initial: PlayerSession[] }) {
  const { t } = useTranslation()
  const { date } = useSiteFormat()
  const [sessions, setSessions] = useState(initial)
  const [ending, setEnding] = useState<Ending>('idle')
  const [failed, setFailed] = useState(false)
  const [ended, setEnded] = useState(0)
  async function end(which: { sessionId: string } | 'others') {
    if (ending !== 'idle') return
    setEnding(which === 'others' ? 'others' : which.sessionId)
    const outcome = await endPlayerSessions(which)
    setEnding('idle')
    setFailed(!outcome.ok)
    if (!outcome.ok) return
    setEnded(sessions.length - outcome.value.length)
    setSessions(outcome.value)
  }
  const others = sessions.filter((session) => !session.current)
  return (
    <div className="session-list">
      <ul>
        {sessions.map((session) => (
          <li key={session.session_id} className="session-list__item">
            <p>
              <strong>{session.device}</strong>
              {session.current && <> ({t('accountSafety.sessions.thisDevice')})</>}
            </p>
            <p>
              {t('accountSafety.sessions.times', {
                started: date(session.started_date),
                lastSeen: date(session.last_seen_date),
              })}
            </p>
            {!session.current && (
              <button
                type="button"
                className="button button--ghost"
                disabled={ending !== 'idle'}
                aria-busy={ending === session.session_id}
                aria-label={t('accountSafety.sessions.signOutOne', { device: session.device })}
                onClick={() => void end({ sessionId: session.session_id })}
              >
                {t('accountSafety.sessions.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className="button button--primary"
          disabled={ending !== 'idle'}
          aria-busy={ending === 'others'}
          onClick={() => void end('others')}
        >
          {t('accountSafety.sessions.signOutOthers')}
        </button>
      )}
      {others.length === 0 && <p>{t('accountSafety.sessions.onlyThis')}</p>}
      <p role="status">
        {failed
          ? t('accountSafety.sessions.failed')
          : ended > 0
            ? t('accountSafety.sessions.ended', { count: ended })
            : ''}
      </p>
    </div>
  )
}
