import { NavLink } from 'react-router'
import type { MenuLink } from '../../../lib/menu-links.ts'
import { safeUrl } from '../../../lib/safe-url.ts'

export type NavLinkItem = MenuLink

type NavListProps = { items: NavLinkItem[]; withChildren?: boolean; onPick?: () => void }

/**
 * The main navigation's links; icons are decorative, the label names the link. A link to another
 * site opens in a new tab, without this page as its opener or referrer.
 */
export function NavList({ items, withChildren = false, onPick }: NavListProps) {
  return (
    <ul className="nav-list">
      {items.map((item) => {
        return (
          <li key={item.to} className="nav-list__item">
            <NavLink
              to={item.to}
              className="nav-list__link"
              onClick={onPick}
              end
              {...(item.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {safeUrl(item.icon) && (
                <img
                  className="nav-list__icon"
                  src={safeUrl(item.icon)}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <span>{item.label}</span>
            </NavLink>
            {withChildren && item.children?.length ? (
              <NavList items={item.children} onPick={onPick} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
