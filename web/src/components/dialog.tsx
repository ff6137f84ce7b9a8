import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'

type DialogProps = {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
  tone?: 'default' | 'danger'
}

export function Dialog({ title, closeLabel, onClose, children, tone = 'default' }: DialogProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  // In the commit that shows it, not a task later: a dialog whose chunk loads after the click
  // (the login modal) would otherwise lose an Escape pressed as it appears, and take the focus
  // from wherever it had moved meanwhile.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      before?.focus?.()
    }
  }, [onClose])

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className={`dialog dialog--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="button button--ghost"
            onClick={onClose}
            aria-label={closeLabel}
          >
            ×
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  )
}
