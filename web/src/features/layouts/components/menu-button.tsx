import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon.tsx'

type MenuButtonProps = { open: boolean; controls: string; onToggle: () => void; className?: string }

export const MenuButton = forwardRef<HTMLButtonElement, MenuButtonProps>(function MenuButton(
  { open, controls, onToggle, className = 'menu-button' },
  ref,
) {
  const { t } = useTranslation()
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <Icon name="menu" size={24} />
      <span className="menu-button__label">{t('layout.menu')}</span>
    </button>
  )
})
