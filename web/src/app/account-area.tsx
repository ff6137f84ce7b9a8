import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BalanceDisplay } from '../features/auth/components/balance-display.tsx'
import { localizePath } from '../features/locale/utils/locale-path.ts'
import { useLocale } from '../stores/locale.ts'
import { useSession } from '../stores/session.ts'
import { useReadySite } from '../stores/site.ts'
import { logOut } from './session-end.ts'

const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function AccountArea() {
  const { t } = useTranslation()
  const locale = useLocale()
  const player = useSession()
  const currency = useReadySite()?.site.currency ?? ''
  if (!player.isAuthenticated) {
    return (
      <div className="account-area">
        <Link className="button button--ghost" to={localizePath('/login', locale)}>{t('login')}</Link>
        <Link className="button button--primary" to={localizePath('/register', locale)}>{t('register')}</Link>
      </div>
    )
  }
  return (
    <div className="account-area">
      <Link to={localizePath('/profile', locale)} className="account-area__name">{player.fullname || player.user?.account_id}</Link>
      <BalanceDisplay amount={money.format(player.game.balance)} currency={currency} />
      <button type="button" className="button button--ghost" onClick={logOut}>{t('logout')}</button>
    </div>
  )
}
