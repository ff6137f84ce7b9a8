import { useTranslation } from 'react-i18next'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'

type Props = {
  /** The new limit as the player reads it, or null for a removal. */
  next: string | null
  availableDate: string
  confirmable: boolean
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A raise or removal waiting for its cooling-off delay, with Confirm once it may be confirmed
 * and Cancel at any time: the same step for the money limits and the session-time limit.
 */
export function PendingChange({
  next,
  availableDate,
  confirmable,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation()
  const { date } = useSiteFormat()
  return (
    <div className="limit-row__pending">
      <p>
        {next === null
          ? t('saferPlay.pendingRemoval', { date: date(availableDate) })
          : t('saferPlay.pendingRaise', { amount: next, date: date(availableDate) })}
      </p>
      <p>{t('saferPlay.pendingHolds')}</p>
      <div className="limit-row__actions">
        {confirmable && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onConfirm}
          >
            {t('saferPlay.confirmChange')}
          </button>
        )}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onCancel}>
          {t('saferPlay.cancelChange')}
        </button>
      </div>
    </div>
  )
}
