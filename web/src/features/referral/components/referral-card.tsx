import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import './referral.css'

type CopyState = 'idle' | 'copied' | 'failed'

export function ReferralCard({
  link,
  copy = (text) => navigator.clipboard.writeText(text),
}: {
  link: string
  copy?: (text: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const id = useId()
  const [state, setState] = useState<CopyState>('idle')
  async function copyLink() {
    try {
      await copy(link)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="referral-card">
      <label htmlFor={id}>{t('referral.yourLink')}</label>
      <div className="referral-card__row">
        <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--primary" onClick={() => void copyLink()}>
          {t('referral.copy')}
        </button>
      </div>
      <p role="status">{state === 'idle' ? '' : t(`referral.${state}`)}</p>
    </div>
  )
}
