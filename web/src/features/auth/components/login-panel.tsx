import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PasswordLoginForm } from './password-login-form.tsx'
import { TacLoginForm } from './tac-login-form.tsx'

type Method = 'password' | 'tac'

export function LoginPanel({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation()
  const [method, setMethod] = useState<Method>('password')
  const tab = (value: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-controls={`login-panel-${value}`}
      aria-selected={method === value}
      className="tabs__tab"
      onClick={() => setMethod(value)}
    >
      {label}
    </button>
  )
  return (
    <div className="login-panel">
      <div role="tablist" aria-label={t('loginMethods')} className="tabs">
        {tab('password', t('loginWithPassword'))}
        {tab('tac', t('loginWithTac'))}
      </div>
      <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
        {method === 'password' ? (
          <PasswordLoginForm onSuccess={onSuccess} />
        ) : (
          <TacLoginForm onSuccess={onSuccess} />
        )}
      </div>
    </div>
  )
}
