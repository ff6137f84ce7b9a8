import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CallStateView } from '../../components/call-state-view.tsx'
import { loadPlayerSessions } from '../../features/account/api/session-calls.ts'
import { SessionList } from '../../features/account/components/session-list.tsx'
import { useCall } from '../../lib/use-call.ts'
import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'
import { logOut } from '../session-end.ts'

export default function SecurityPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const { state, reload } = useCall('player-sessions', loadPlayerSessions)
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.security.title')}</h1>
      <p>{t('pages.security.intro')}</p>
      <h2>{t('password')}</h2>
      <p>{t('account.security.password')}</p>
      <p>{t('accountSafety.sessions.passwordNote')}</p>
      <p>
        <Link className="button button--primary" to={localizePath('/change-password', locale)}>
          {t('account.changePassword')}
        </Link>
      </p>
      <h2>{t('loginWithTac')}</h2>
      <p>{t('account.security.tac')}</p>
      <h2>{t('accountSafety.sessions.title')}</h2>
      <p>{t('accountSafety.sessions.intro')}</p>
      <CallStateView state={state} onRetry={reload} failed={t('accountSafety.sessions.loadFailed')}>
        {(sessions) => <SessionList initial={sessions} />}
      </CallStateView>
      <h2>{t('account.security.sessionTitle')}</h2>
      <p>{t('account.security.session')}</p>
      <p>
        <button type="button" className="button button--ghost" onClick={logOut}>
          {t('logout')}
        </button>
      </p>
    </section>
  )
}
