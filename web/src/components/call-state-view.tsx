import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallState } from '../lib/outcome.ts'
import './call-state-view.css'

type Props<T> = {
  state: CallState<T>
  onRetry: () => void
  /** What failed, in the screen's words; the error keeps its retry button. */
  failed: string
  loading?: string
  /** Shown while loading, the size of the content to come, so that nothing moves when it arrives. */
  placeholder?: ReactNode
  isEmpty?: (value: T) => boolean
  empty?: ReactNode
  children: (value: T) => ReactNode
}

/** Loading, error with retry, empty or the content: a failed call is never shown as an empty list. */
export function CallStateView<T>({
  state,
  onRetry,
  failed,
  loading,
  placeholder,
  isEmpty,
  empty,
  children,
}: Props<T>) {
  const { t } = useTranslation()
  if (state.status === 'loading' && placeholder) {
    return (
      <div role="status">
        <span className="visually-hidden">{loading ?? t('loading')}</span>
        {placeholder}
      </div>
    )
  }
  if (state.status === 'loading')
    return (
      <p role="status" className="call-state">
        {loading ?? t('loading')}
      </p>
    )
  if (state.status === 'failed') {
    return (
      <div role="alert" className="call-state call-state--failed">
        <p>{failed}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    )
  }
  if (isEmpty?.(state.value)) return <div className="call-state">{empty}</div>
  return <>{children(state.value)}</>
}
