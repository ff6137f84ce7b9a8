import type { Mission } from '@playfront/contract/types'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MissionCalls } from '../api/mission-calls.ts'
import { MissionCard } from './mission-card.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import './mission.css'

type Props = {
  initial: Mission[]
  claim: MissionCalls['claim']
  onClaimed: () => void
}
type Claim = { status: 'claiming' } | { status: 'failed'; message: string }

/** A completed mission is claimed once: the button leaves while the claim is out and for good after it. */
export function MissionList({ initial, claim, onClaimed }: Props) {
  const { money } = useSiteFormat()
  const { t } = useTranslation()
  const [missions, setMissions] = useState(initial)
  const [claims, setClaims] = useState<Record<number, Claim>>({})
  const goal = (mission: Mission, value: number) =>
    mission.goal === 'bets' ? String(value) : money(value)
  const run = async (mission: Mission) => {
    if (claims[mission.mission_id]?.status === 'claiming') return
    setClaims((before) => ({ ...before, [mission.mission_id]: { status: 'claiming' } }))
    const outcome = await claim(mission.mission_id)
    setClaims(({ [mission.mission_id]: _, ...rest }) =>
      outcome.ok
        ? rest
        : { ...rest, [mission.mission_id]: { status: 'failed', message: outcome.message } },
    )
    if (!outcome.ok) return
    setMissions((before) =>
      before.map((m) => (m.mission_id === mission.mission_id ? { ...m, is_claimed: true } : m)),
    )
    onClaimed()
  }
  return (
    <ul className="mission-list">
      {missions.map((mission) => {
        const state = claims[mission.mission_id]
        const action = mission.is_claimed ? (
          <p role="status" className="mission-card__claimed">
            {t('mission.claimed')}
          </p>
        ) : mission.is_completed ? (
          <button
            type="button"
            className="button button--primary"
            disabled={state?.status === 'claiming'}
            aria-busy={state?.status === 'claiming'}
            onClick={() => void run(mission)}
            aria-label={t('mission.claimOf', { title: mission.title })}
          >
            {t(state?.status === 'claiming' ? 'submitting' : 'mission.claim')}
          </button>
        ) : (
          <p className="mission-card__todo">{t('mission.notYet')}</p>
        )
        const result =
          state?.status === 'failed' ? (
            <p role="alert" className="mission-card__failed">
              {t(`errors:${state.message}`, { defaultValue: t('errors:unknownError') })}
            </p>
          ) : null
        const reward = t(`mission.reward.${mission.reward_type}`, {
          amount:
            mission.reward_type === 'balance'
              ? money(mission.reward_amount)
              : mission.reward_amount,
        })
        return (
          <MissionCard
            key={mission.mission_id}
            mission={mission}
            goal={goal}
            reward={reward}
            action={action}
            result={result}
          />
        )
      })}
    </ul>
  )
}
