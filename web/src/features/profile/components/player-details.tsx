import { useTranslation } from 'react-i18next'
import { useSession } from '../../../stores/session.ts'

export function PlayerDetails() {
  const { t } = useTranslation()
  const player = useSession()
  return (
    <dl className="player-details">
      <dt>{t('accountId')}</dt>
      <dd>{player.user?.account_id}</dd>
      <dt>{t('fullName')}</dt>
      <dd>{player.fullname}</dd>
      <dt>{t('email')}</dt>
      <dd>{player.email}</dd>
    </dl>
  )
}
