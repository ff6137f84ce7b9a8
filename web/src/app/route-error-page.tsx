import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../features/errors/components/error-page.tsx'

export function RouteErrorPage() {
  const { t } = useTranslation('errors')
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  console.error(error)
  return (
    <main className="standalone">
      <ErrorPage status={status} message={t('routeError')} homePath="/" />
    </main>
  )
}
