import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallState } from '../../../lib/use-call.ts'
import './history.css'

type Props<T> = {
  state: CallState<T>
  onRetry: () => void
  failed: string
  isEmpty?: (value: T) => boolean
  empty?: ReactNode
  children: (value: T) => ReactNode
}

/** Loading, error with retry, empty or the content: a failed call is never shown as an empty list. */
export function LoadState<T>({ state, onRetry, failed, isEmpty, empty, children }: Props<T>) {
  const { t } = useTranslation()
  if (state.status === 'loading') return <p role="status" className="load-state">{t('loading')}</p>
  if (state.status === 'failed') {
    return (
      <div role="alert" className="load-state load-state--failed">
        <p>{failed}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>{t('retry')}</button>
      </div>
    )
  }
  if (isEmpty?.(state.value)) return <p className="load-state">{empty}</p>
  return <>{children(state.value)}</>
}
