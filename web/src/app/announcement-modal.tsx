import { useTranslation } from 'react-i18next'
import { Dialog } from '../components/dialog.tsx'
import { useReadySite } from '../stores/site.ts'

export function AnnouncementModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const site = useReadySite()?.site
  return (
    <Dialog title={t('announcementTitle')} closeLabel={t('close')} onClose={onClose}>
      <p>{t('announcementBody', { site: site?.site_name ?? '' })}</p>
    </Dialog>
  )
}
