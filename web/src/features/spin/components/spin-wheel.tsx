import type { SpinPrize } from '@playfront/contract/types'
import { useTranslation } from 'react-i18next'
import { segmentCentre } from '../utils/wheel-angle.ts'
import './spin.css'

type Props = { prizes: SpinPrize[]; angle: number; onStopped: () => void }

function slice(index: number, count: number): string {
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180
    return `${50 + 50 * Math.cos(radians)} ${50 + 50 * Math.sin(radians)}`
  }
  const from = (index * 360) / count
  const to = ((index + 1) * 360) / count
  return `M50 50 L${point(from)} A50 50 0 ${to - from > 180 ? 1 : 0} 1 ${point(to)} Z`
}

/** A drawing of the wheel (its prizes are listed for screen readers beside it); motion is skipped when the player asks for less. */
export function SpinWheel({ prizes, angle, onStopped }: Props) {
  const { t } = useTranslation()
  return (
    <figure className="spin-wheel">
      <div className="spin-wheel__pointer" aria-hidden="true" />
      <svg
        viewBox="0 0 100 100"
        aria-hidden="true"
        className="spin-wheel__disc"
        style={{ transform: `rotate(${angle}deg)` }}
        onTransitionEnd={onStopped}
      >
        {prizes.map((prize, index) => (
          <g key={prize.prize_id}>
            <path
              d={slice(index, prizes.length)}
              className={`spin-wheel__slice spin-wheel__slice--${index % 2 ? 'odd' : 'even'}`}
            />
            <text
              x="50"
              y="16"
              transform={`rotate(${segmentCentre(index, prizes.length)} 50 50)`}
              className="spin-wheel__label"
            >
              {prize.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <span className="visually-hidden">{t('spin.prizes')}</span>
        <ul className="visually-hidden">
          {prizes.map((prize) => (
            <li key={prize.prize_id}>{prize.label}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
