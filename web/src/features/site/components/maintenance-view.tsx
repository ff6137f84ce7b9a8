import { useTranslation } from 'react-i18next'
import { formatSiteDate } from '../../../lib/date-locale.ts'
import type { Maintenance } from '../../../stores/site.ts'

export default function MaintenanceView({
  maintenance,
  currency,
}: {
  maintenance: Maintenance
  currency: string
}) {
  const { t } = useTranslation()
  return (
    <main className="standalone" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenanceTitle')}</h1>
      <p>{t('maintenanceBody')}</p>
      {maintenance.start_date && (
        <p>{t('maintenanceFrom', { date: formatSiteDate(maintenance.start_date, currency) })}</p>
      )}
      {maintenance.end_date && (
        <p>{t('maintenanceUntil', { date: formatSiteDate(maintenance.end_date, currency) })}</p>
      )}
    </main>
  )
}
