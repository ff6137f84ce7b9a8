import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Banner } from '../api/banners.ts'
import './home.css'
import { safeUrl } from '../../../lib/safe-url.ts'

/** The first banner is the largest paint of the home page, so it loads at once; the rest lazily. */
export function BannerCarousel({ banners, linkTo }: { banners: Banner[]; linkTo: string }) {
  const { t } = useTranslation()
  if (banners.length === 0) return null
  return (
    <section className="banner-carousel" aria-label={t('home.banners')}>
      <ul>
        {banners.map((banner, index) => (
          <li key={banner.id}>
            <Link to={linkTo}>
              <img
                src={safeUrl(banner.image)}
                alt={banner.title}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
