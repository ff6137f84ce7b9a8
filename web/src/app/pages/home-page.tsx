import { useTranslation } from 'react-i18next'
import { defaultGameListSizes } from '../../features/catalogue-filter/categories.ts'
import { useDeviceInfo } from '../../features/device/use-device-info.ts'
import { loadBanners } from '../../features/home/api/banners.ts'
import { loadSiteStats } from '../../features/home/api/site-stats.ts'
import { AppDownloadPrompt } from '../../features/home/components/app-download-prompt.tsx'
import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx'
import { WinnersStrip } from '../../features/home/components/winners-strip.tsx'
import { appLinkFor } from '../../features/home/utils/app-link.ts'
import { localizePath } from '../../features/locale/utils/locale-path.ts'
import { useCall } from '../../lib/use-call.ts'
import { useLocale } from '../../stores/locale.ts'
import { useReadySite } from '../../stores/site.ts'
import { HomeGameSections } from './home-game-sections.tsx'
import { useSiteFormat } from './use-site-format.ts'

export default function HomePage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const ready = useReadySite()
  const device = useDeviceInfo()
  const format = useSiteFormat()
  const banners = useCall('banners', () => loadBanners())
  const stats = useCall('stats', loadSiteStats)
  const site = ready?.site
  const appLink = ready?.showAppDownload && site ? appLinkFor(site, device) : null
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">{site?.site_name || t('pages.home.title')}</h1>
      <AppDownloadPrompt link={appLink} siteName={site?.site_name ?? ''} />
      {banners.state.status === 'ready' && <BannerCarousel banners={banners.state.value} linkTo={localizePath('/promotions', locale)} />}
      <HomeGameSections sizes={defaultGameListSizes} />
      {stats.state.status === 'ready' && <WinnersStrip stats={stats.state.value} formatAmount={format.money} />}
    </section>
  )
}
