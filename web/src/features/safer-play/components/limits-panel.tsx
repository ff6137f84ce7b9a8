import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayLimit, SaferPlayCalls } from '../api/safer-play-calls.ts'
import { LimitRow } from './limit-row.tsx'

const sameLimit = (a: PlayLimit, b: PlayLimit) => a.kind === b.kind && a.period === b.period

/** The six deposit and loss limits; each row replaces itself with the limit the backend answered. */
export function LimitsPanel({
  limits,
  calls,
}: {
  limits: PlayLimit[]
  calls: Pick<SaferPlayCalls, 'setLimit' | 'confirmLimit'>
}) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(limits)
  const replace = (next: PlayLimit) =>
    setShown((all) => all.map((limit) => (sameLimit(limit, next) ? next : limit)))
  return (
    <div className="limits-panel">
      <p>{t('saferPlay.limitsIntro')}</p>
      <div className="limits-panel__rows">
        {shown.map((limit) => (
          <LimitRow
            key={`${limit.kind}-${limit.period}`}
            limit={limit}
            calls={calls}
            onChange={replace}
          />
        ))}
      </div>
    </div>
  )
}
