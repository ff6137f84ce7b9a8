import { SiteFooter } from '../features/layouts/components/site-footer.tsx'
import type { NavLinkItem } from '../features/layouts/components/nav-list.tsx'
import { localizePath } from '../lib/locale-path.ts'
import { defaultMinAge } from '../features/register/utils/age-rules.ts'
import { useLocale } from '../stores/locale.ts'
import { useReadySite } from '../stores/site.ts'
import { FooterSocial } from './footer-social.tsx'

/** The footer comes in its own chunk when the player scrolls near it. */
export default function LayoutFooter({
  siteName,
  logo,
  pages,
}: {
  siteName: string
  logo?: string
  pages: NavLinkItem[]
}) {
  const locale = useLocale()
  const minAge = useReadySite()?.minAge ?? defaultMinAge
  return (
    <SiteFooter
      siteName={siteName}
      logo={logo}
      pages={pages}
      social={<FooterSocial />}
      responsiblePath={localizePath('/responsible-gaming', locale)}
      minAge={minAge}
    />
  )
}
