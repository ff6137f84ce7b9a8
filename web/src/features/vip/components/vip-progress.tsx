import { useId } from 'react'

type Props = { label: string; percent: number; detail: string }

export const clampPercent = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0

/** Spec section 9: progress shows at most 100%, however far past the target the player is. */
export function VipProgress({ label, percent, detail }: Props) {
  const id = useId()
  const value = clampPercent(percent)
  const shown = `${Math.floor(value)}%`
  return (
    <div className="vip-progress">
      <div className="vip-progress__label">
        <span id={id}>{label}</span>
        <strong>{shown}</strong>
      </div>
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${shown} · ${detail}`}
      >
        <div className="vip-progress__bar" style={{ inlineSize: `${value}%` }} />
      </div>
      <small>{detail}</small>
    </div>
  )
}
