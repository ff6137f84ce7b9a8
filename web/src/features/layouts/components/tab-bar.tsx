import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Icon } from '../../../components/icon.tsx'
import type { NavLinkItem } from './nav-list.tsx'
import { safeUrl } from '../../../lib/safe-url.ts'

/** A phone's thumb zone: home and the first categories, always one tap away. */
export function TabBar({ home, items }: { home: string; items: NavLinkItem[] }) {
  const { t } = useTranslation()
  return (
    <nav className="tab-bar" aria-label={t('layout.quickNav')}>
      <NavLink to={home} className="tab-bar__link" end>
        <Icon name="home" size={22} />
        <span>{t('pages.home.title')}</span>
      </NavLink>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className="tab-bar__link">
          {item.icon ? (
            <img
              src={safeUrl(item.icon)}
              alt=""
              width={22}
              height={22}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <Icon name="ticket" size={22} />
          )}
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  )
}
