import { useTranslation } from 'react-i18next'
import { NavList, type NavLinkItem } from './nav-list.tsx'

type MainNavProps = {
  items: NavLinkItem[]
  place: 'top' | 'side' | 'drawer'
  id?: string
  onPick?: () => void
}

export function MainNav({ items, place, id, onPick }: MainNavProps) {
  const { t } = useTranslation()
  return (
    <nav id={id} className={`main-nav main-nav--${place}`} aria-label={t('mainNav')}>
      <NavList items={items} withChildren={place !== 'top'} onPick={onPick} />
    </nav>
  )
}
