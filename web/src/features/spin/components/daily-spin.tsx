import type { SpinPrize, SpinState } from '@playfront/contract/types'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SpinCalls } from '../api/spin-calls.ts'
import { landingAngle } from '../utils/wheel-angle.ts'
import { SpinWheel } from './spin-wheel.tsx'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Step =
  | { step: 'ready' }
  | { step: 'spinning' }
  | { step: 'turning'; prize: SpinPrize }
  | { step: 'landed'; prize: SpinPrize }
  | { step: 'used' }
  | { step: 'failed'; message: string }
type Props = {
  initial: SpinState
  play: SpinCalls['play']
  onWon: () => void
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** One spin a day: the button leaves once pressed; the prize is announced when the wheel stops. */
export function DailySpin({ initial, play, onWon }: Props) {
  const { date } = useSiteFormat()
  const { t } = useTranslation()
  const [state, setState] = useState<Step>(initial.can_spin ? { step: 'ready' } : { step: 'used' })
  const [angle, setAngle] = useState(0)
  const pressed = useRef(false)
  const land = (prize: SpinPrize) => {
    setState({ step: 'landed', prize })
    if (prize.reward_type !== 'none') onWon()
  }
  const spin = async () => {
    if (pressed.current) return
    pressed.current = true
    setState({ step: 'spinning' })
    const outcome = await play()
    if (!outcome.ok) {
      setState(
        outcome.message === 'alreadyClaimed'
          ? { step: 'used' }
          : { step: 'failed', message: outcome.message },
      )
      return
    }
    const index = Math.max(
      0,
      initial.prizes.findIndex((prize) => prize.prize_id === outcome.value.prize_id),
    )
    setAngle(landingAngle(index, initial.prizes.length))
    if (reducedMotion()) land(outcome.value)
    else setState({ step: 'turning', prize: outcome.value })
  }
  const stopped = () => state.step === 'turning' && land(state.prize)
  return (
    <div className="spin">
      <SpinWheel prizes={initial.prizes} angle={angle} onStopped={stopped} />
      <p role="status" className="spin__result">
        {state.step === 'landed' &&
          t(state.prize.reward_type === 'none' ? 'spin.noPrize' : 'spin.won', {
            prize: state.prize.label,
          })}
        {state.step === 'used' && t('spin.comeBack', { date: date(initial.next_spin_date) })}
      </p>
      {state.step === 'failed' && (
        <p role="alert">
          {t(`errors:${state.message}`, { defaultValue: t('errors:unknownError') })}
        </p>
      )}
      {(state.step === 'ready' || state.step === 'spinning' || state.step === 'turning') && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void spin()}
          disabled={state.step !== 'ready'}
          aria-busy={state.step !== 'ready'}
        >
          {t(state.step === 'ready' ? 'spin.spin' : 'spin.spinning')}
        </button>
      )}
    </div>
  )
}
