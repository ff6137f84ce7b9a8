import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function ErrorPage({
  status,
  message,
  homePath,
}: {
  status: number
  message: string
  homePath: string
}) {
  const { t } = useTranslation()
  return (
    <section className="page error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('errorStatus', { status })}</h1>
      <p>{message}</p>
      <Link to={homePath} className="button button--primary">
        {t('backHome')}
      </Link>
    </section>
  )
}
