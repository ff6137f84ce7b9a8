import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { saferPlayCalls } from '../../features/safer-play/api/safer-play-calls.ts'
import { SaferPlayTools } from '../../features/safer-play/components/safer-play-tools.tsx'
import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'
import { useIsAuthenticated } from '../../stores/session.ts'
import { CmsScreen, cmsPageData } from './cms-screen.tsx'
import { endSession } from '../session-end.ts'

export default function ResponsibleGamingPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const signedIn = useIsAuthenticated()
  return (
    <CmsScreen name="responsible-gaming" page="responsible_gaming">
      {signedIn ? (
        <SaferPlayTools calls={saferPlayCalls} onBreakTaken={endSession} />
      ) : (
        <p>
          <Link to={localizePath('/login', locale)}>{t('saferPlay.signInFirst')}</Link>
        </p>
      )}
    </CmsScreen>
  )
}

export const pageData = cmsPageData
