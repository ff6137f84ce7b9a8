import { useTranslation } from 'react-i18next'
import { useDeviceInfo } from '../../hooks/use-device-info.ts'
import { DownloadOptions } from '../../features/download/components/download-options.tsx'
import { appLinkFor } from '../../features/home/utils/app-link.ts'
import { useReadySite } from '../../stores/site.ts'

export default function DownloadPage() {
  const { t } = useTranslation()
  const site = useReadySite()?.site
  const device = useDeviceInfo()
  const links = { android: site?.android_sub ?? '', ios: site?.ios_sub ?? '' }
  const mobile = device.isIos || device.isAndroid
  const recommended = site && mobile ? (appLinkFor(site, device)?.platform ?? null) : null
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.download.title')}</h1>
      <p>{t('pages.download.intro')}</p>
      <DownloadOptions links={links} recommended={recommended} siteName={site?.site_name ?? ''} />
    </section>
  )
}
