import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSiteFormat } from '../../../hooks/use-site-format.ts'
import { useSession } from '../../../stores/session.ts'
import './account.css'

export type HubLink = { to: string; label: string }
type Props = { groups: { title: string; links: HubLink[] }[] }

export function AccountHub({ groups }: Props) {
  const { t } = useTranslation()
  const player = useSession()
  const { money, count } = useSiteFormat()
  return (
    <>
      <dl className="account-card">
        <div>
          <dt>{t('accountId')}</dt>
          <dd>{player.user?.account_id}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd>{money(player.game.balance)}</dd>
        </div>
        <div>
          <dt>{t('account.tokens')}</dt>
          <dd>{count(player.game.token)}</dd>
        </div>
        {player.vip && (
          <div>
            <dt>{t('vipLevel')}</dt>
            <dd>{player.vip.currentLevel}</dd>
          </div>
        )}
      </dl>
      {groups.map((group) => (
        <nav key={group.title} className="account-links" aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  )
}
