import { lazy, memo, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultGameListSizes } from '../../lib/categories.ts'
import { useDeviceInfo } from '../../hooks/use-device-info.ts'
import { loadBanners } from '../../features/home/api/banners.ts'
import { AppDownloadPrompt } from '../../features/home/components/app-download-prompt.tsx'
import { BannerCarousel } from '../../features/home/components/banner-carousel.tsx'
import { BannerPlaceholder } from '../../features/home/components/banner-placeholder.tsx'
import { appLinkFor } from '../../features/home/utils/app-link.ts'
import { localizePath } from '../../lib/locale-path.ts'
import { useLocale } from '../../stores/locale.ts'
import { useReadySite } from '../../stores/site.ts'
import { useCall } from '../../lib/use-call.ts'
import { useSeoRecord } from '../../stores/seo-record.ts'
import { whenShown } from './when-shown.ts'
import { HomeGameSections } from './home-game-sections.tsx'
import { useNearViewport } from './use-near-viewport.ts'
import { loadHotGames, loadShowcase } from '../../features/lobby/api/game-lists.ts'
import { loadJackpots } from '../../features/jackpot/api/jackpots.ts'
import { JackpotSection } from '../../features/jackpot/components/jackpot-section.tsx'
import { loadRecentGames, recentGamesKey } from '../../features/recently-played/api/recent-games.ts'
import { session } from '../../stores/session.ts'
import type { PageData } from '../page-data.ts'

const HomeWinners = lazy(() => import('./home-winners.tsx'))
// The tenant's text sits below the games: a page the server drew shows it at once, and its code
// comes only as the player scrolls near it.
const HomePageText = lazy(() => whenShown(pageTextId).then(() => import('./home-page-text.tsx')))
const pageTextId = 'page-text'
// Until its code comes, the browser keeps the server's markup of the text as it is: a boundary
// not hydrated yet that renders again (home's own updates) would be drawn anew, empty. The slot
// takes no props, so those updates pass it by (tests/e2e/operator-content.spec.ts).
const PageTextSlot = memo(function PageTextSlot() {
  return (
    <Suspense>
      <HomePageText id={pageTextId} />
    </Suspense>
  )
})

export default function HomePage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const ready = useReadySite()
  const device = useDeviceInfo()
  const [winnersNear, winnersRef] = useNearViewport<HTMLDivElement>()
  const banners = useCall('banners', () => loadBanners())
  const seo = useSeoRecord()
  const site = ready?.site
  const appLink = ready?.showAppDownload && site ? appLinkFor(site, device) : null
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {site?.site_name || t('pages.home.title')}
      </h1>
      <AppDownloadPrompt link={appLink} siteName={site?.site_name ?? ''} />
      {banners.state.status === 'loading' && <BannerPlaceholder />}
      {banners.state.status === 'ready' && (
        <BannerCarousel
          banners={banners.state.value}
          linkTo={localizePath('/promotions', locale)}
        />
      )}
      <JackpotSection />
      <HomeGameSections sizes={defaultGameListSizes} />
      {(seo?.en_item_name || seo?.en_body) && <PageTextSlot />}
      <div ref={winnersRef}>
        {winnersNear && (
          <Suspense fallback={null}>
            <HomeWinners />
          </Suspense>
        )}
      </div>
    </section>
  )
}

/**
 * The banners, jackpots and game rows, as the home page's screens ask for them,
 * and a signed-in player's recently played games.
 */
export const pageData: PageData = () => ({
  banners: () => loadBanners(),
  jackpots: loadJackpots,
  hot: () => loadHotGames(),
  showcase: () => loadShowcase(defaultGameListSizes),
  ...(session().isAuthenticated ? { [recentGamesKey]: loadRecentGames } : {}),
})
