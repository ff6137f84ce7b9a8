import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog.tsx'
import type { SessionLimitMinutes } from '../api/safer-play-calls.ts'

type Props = { minutes: NonNullable<SessionLimitMinutes>; onClose: () => void }

/** Tells a player signed out by their own session-time limit why, so it never looks like a fault. */
export function SessionLimitNotice({ minutes, onClose }: Props) {
  const { t } = useTranslation(['misc', 'ui'])
  const length = t(`misc:saferPlay.sessionLimit.length.${minutes}`)
  return (
    <Dialog
      title={t('misc:saferPlay.sessionLimit.title')}
      closeLabel={t('ui:close')}
      onClose={onClose}
    >
      <p>{t('misc:saferPlay.sessionLimit.text', { length })}</p>
      <p>{t('misc:saferPlay.sessionLimit.again')}</p>
      <div className="limit-row__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('misc:saferPlay.sessionLimit.ok')}
        </button>
      </div>
    </Dialog>
  )
}
