import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RealityCheckMinutes, SaferPlayCalls } from '../api/safer-play-calls.ts'

const choices: RealityCheckMinutes[] = [0, 15, 30, 60]

/** How often the reality check interrupts play; the choice starts counting from the session's start. */
export function RealityCheckSelect({
  minutes,
  calls,
}: {
  minutes: RealityCheckMinutes
  calls: Pick<SaferPlayCalls, 'setRealityCheck'>
}) {
  const { t } = useTranslation()
  const id = useId()
  const [chosen, setChosen] = useState(minutes)
  const [saved, setSaved] = useState(false)
  const choose = async (next: RealityCheckMinutes) => {
    setSaved(false)
    const outcome = await calls.setRealityCheck(next)
    if (!outcome.ok) return
    setChosen(outcome.value.reality_check_minutes)
    setSaved(true)
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('saferPlay.reality.every')}</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => void choose(Number(event.target.value) as RealityCheckMinutes)}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0
              ? t('saferPlay.reality.never')
              : t('saferPlay.reality.minutes', { count: choice })}
          </option>
        ))}
      </select>
      <p role="status">{saved ? t('saferPlay.reality.saved') : ''}</p>
    </div>
  )
}
