import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ErrorPage } from '../features/errors/components/error-page.tsx'
import { localizePath, splitLocale } from '../lib/locale-path.ts'

/** Not fatal: the site stays usable around a 404 (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('errors')
  const { pathname } = useLocation()
  const home = localizePath('/', splitLocale(pathname).locale)
  return <ErrorPage status={404} message={t('pageNotFound', { path: pathname })} homePath={home} />
}
