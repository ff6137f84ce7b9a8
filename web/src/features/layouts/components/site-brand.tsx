import { Link } from 'react-router'
import { safeUrl } from '../../../lib/safe-url.ts'

type SiteBrandProps = {
  to: string
  siteName: string
  logo?: string
  icon?: string
  compact: boolean
}

/** logo1 on wide screens, the square logo2 with the logo text on phones; sizes fixed so nothing shifts. */
export function SiteBrand({ to, siteName, logo, icon, compact }: SiteBrandProps) {
  const safeIcon = safeUrl(icon)
  const safeLogo = safeUrl(logo)
  if (compact && safeIcon) {
    return (
      <Link to={to} className="site-brand site-brand--compact" aria-label={siteName}>
        <img src={safeIcon} alt="" width={36} height={36} />
        <span className="site-brand__text">{siteName}</span>
      </Link>
    )
  }
  return (
    <Link to={to} className="site-brand">
      {safeLogo ? (
        <img src={safeLogo} alt={siteName} width={160} height={48} />
      ) : (
        <span className="site-brand__text">{siteName}</span>
      )}
    </Link>
  )
}
