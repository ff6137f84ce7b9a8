import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { lazyWithPreload } from '../lib/lazy-with-preload.ts'
import { localizePath } from '../lib/locale-path.ts'
import { useLocale } from '../stores/locale.ts'
import { useSession } from '../stores/session.ts'

/**
 * The signed-in header, in its own chunk: a guest's first visit never runs it. A page drawn for a
 * player loads it before rendering, on the server (render-visit.tsx) and before hydration
 * (hydrate-site.tsx), the login and register pages as they open.
 */
export const PlayerAccountArea = lazyWithPreload(() => import('./player-account-area.tsx'))

export function AccountArea() {
  const { t } = useTranslation()
  const locale = useLocale()
  const player = useSession()
  // Loaded, it is drawn in place: a Suspense boundary of its own would be hydrated after the
  // rest of the page, by when the inbox count it shows may have changed (a mismatch).
  const Player = PlayerAccountArea.ready()
  if (player.isAuthenticated && Player) return <Player />
  if (player.isAuthenticated)
    return (
      <Suspense fallback={<div className="account-area account-area--player" />}>
        <PlayerAccountArea />
      </Suspense>
    )
  return (
    <div className="account-area">
      <Link className="button button--ghost" to={localizePath('/login', locale)}>
        {t('login')}
      </Link>
      <Link className="button button--primary" to={localizePath('/register', locale)}>
        {t('registerAction')}
      </Link>
    </div>
  )
}
