import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { MenuLink } from '../../../lib/menu-links.ts'
import { safeUrl } from '../../../lib/safe-url.ts'

/**
 * The lobby's games menu (startup's `content.game_menu`): the tenant's game categories, each
 * with its icon, the current one marked. A layout's tokens give it its look.
 */
export function GameMenu({ links }: { links: MenuLink[] }) {
  const { t } = useTranslation()
  if (!links.length) return null
  return (
    <nav className="game-menu" aria-label={t('lobby.gameMenu')}>
      <ul className="game-menu__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              className="game-menu__link"
              to={link.to}
              end
              {...(link.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {safeUrl(link.icon) && (
                <img
                  className="game-menu__icon"
                  src={safeUrl(link.icon)}
                  alt=""
                  width={28}
                  height={28}
                  decoding="async"
                />
              )}
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
