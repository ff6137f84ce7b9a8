import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallState } from '../../../lib/use-call.ts'

type Props<T> = { state: CallState<T>; onRetry: () => void; isEmpty: (value: T) => boolean; empty: ReactNode; children: (value: T) => ReactNode }

export function CallStateView<T>({ state, onRetry, isEmpty, empty, children }: Props<T>) {
  const { t } = useTranslation()
  if (state.status === 'loading') return <p role="status" className="lobby-state">{t('lobby.loading')}</p>
  if (state.status === 'failed') {
    return (
      <div role="alert" className="lobby-state lobby-state--failed">
        <p>{t('lobby.failed')}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>{t('retry')}</button>
      </div>
    )
  }
  if (isEmpty(state.value)) return <div className="lobby-state">{empty}</div>
  return <>{children(state.value)}</>
}
