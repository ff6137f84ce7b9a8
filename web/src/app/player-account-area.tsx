import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAccountStatusWatch } from '../features/account/hooks/use-account-status-watch.ts'
import { loadBalance } from '../features/auth/api/player-data.ts'
import { BalanceDisplay } from '../features/auth/components/balance-display.tsx'
import { Icon } from '../components/icon.tsx'
import { localizePath } from '../lib/locale-path.ts'
import { formatAmount } from '../lib/money.ts'
import { useLocale } from '../stores/locale.ts'
import { useUnreadInbox } from '../stores/inbox.ts'
import { useSession } from '../stores/session.ts'
import { logOut } from './session-end.ts'

function RefreshButton() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const refresh = () => {
    setBusy(true)
    void loadBalance().finally(() => setBusy(false))
  }
  return (
    <button
      type="button"
      className="icon-button account-area__refresh"
      onClick={refresh}
      disabled={busy}
      aria-label={t('layout.refreshBalance')}
      aria-busy={busy}
    >
      <Icon name="refresh" size={18} />
    </button>
  )
}

function InboxLink({ to }: { to: string }) {
  const { t } = useTranslation()
  const unread = useUnreadInbox()
  return (
    <Link
      to={to}
      className="icon-button account-area__inbox"
      aria-label={unread ? t('layout.inboxUnread', { count: unread }) : t('layout.inbox')}
    >
      <Icon name="mail" size={20} />
      {unread > 0 && (
        <span className="account-area__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  )
}

/**
 * The signed-in header: balance, tokens, deposit, inbox, the player's name and log out. Every
 * layout draws it once for a player, so it also keeps watch over the player's account.
 */
export default function PlayerAccountArea() {
  const { t } = useTranslation()
  const locale = useLocale()
  const player = useSession()
  useAccountStatusWatch()
  return (
    <div className="account-area account-area--player">
      <div className="account-area__wallet">
        <BalanceDisplay amount={player.game.balance} />
        <p className="account-area__tokens">
          <span className="account-area__tokens-label">{t('layout.tokens')}</span>{' '}
          <strong>{formatAmount(player.game.token)}</strong>
        </p>
        <RefreshButton />
      </div>
      <Link
        to={localizePath('/deposit', locale)}
        className="button button--primary account-area__deposit"
      >
        {t('layout.deposit')}
      </Link>
      <InboxLink to={localizePath('/inbox', locale)} />
      <Link to={localizePath('/account', locale)} className="account-area__name">
        {player.user?.account_id}
      </Link>
      <button type="button" className="button button--ghost account-area__logout" onClick={logOut}>
        {t('logout')}
      </button>
    </div>
  )
}
