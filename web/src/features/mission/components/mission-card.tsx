import type { Mission } from '@playfront/contract/types'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  mission: Mission
  goal: (mission: Mission, value: number) => string
  reward: string
  action: ReactNode
  result: ReactNode
}

export function MissionCard({ mission, goal, reward, action, result }: Props) {
  const { t } = useTranslation()
  const titleId = `mission-${mission.mission_id}`
  const percent =
    mission.target > 0 ? Math.min(100, Math.round((mission.progress / mission.target) * 100)) : 100
  return (
    <li className="mission-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{mission.title}</h2>
      <p>{mission.description}</p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={t('mission.progressOf', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('mission.progress', {
          progress: goal(mission, mission.progress),
          target: goal(mission, mission.target),
        })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="mission-card__numbers">
        {t('mission.progress', {
          progress: goal(mission, mission.progress),
          target: goal(mission, mission.target),
        })}
      </p>
      <p className="mission-card__reward">{reward}</p>
      {action}
      {result}
    </li>
  )
}
