import { NavLink } from 'react-router'
import { safeUrl } from '../../../lib/safe-url.ts'

export type NavLinkItem = { label: string; to: string; icon?: string; children?: NavLinkItem[] }

type NavListProps = { items: NavLinkItem[]; withChildren?: boolean; onPick?: () => void }

/** The main navigation's links; icons are decorative, the label names the link. */
export function NavList({ items, withChildren = false, onPick }: NavListProps) {
  return (
    <ul className="nav-list">
      {items.map((item) => (
        <li key={item.to} className="nav-list__item">
          <NavLink to={item.to} className="nav-list__link" onClick={onPick} end>
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
      ))}
    </ul>
  )
}
