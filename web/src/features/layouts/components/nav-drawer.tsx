import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon.tsx'

type NavDrawerProps = { id: string; onClose: () => void; children: ReactNode }

/** The mobile menu: a panel over the page; Escape, the close button or the backdrop close it. */
export function NavDrawer({ id, onClose, children }: NavDrawerProps) {
  const { t } = useTranslation()
  const close = useRef<HTMLButtonElement>(null)
  // Before the panel is painted, not after: the drawer's chunk arrives after the click, so its
  // effects would run after it shows, and an Escape pressed in between was lost.
  useLayoutEffect(() => {
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="nav-drawer" id={id}>
      <div className="nav-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="nav-drawer__panel">
        <button
          ref={close}
          type="button"
          className="nav-drawer__close"
          onClick={onClose}
          aria-label={t('layout.closeMenu')}
        >
          <Icon name="close" size={24} />
        </button>
        {children}
      </div>
    </div>
  )
}
