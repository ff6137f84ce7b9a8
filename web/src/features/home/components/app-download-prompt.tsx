import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppLink } from '../utils/app-link.ts'
import './home.css'
import { safeUrl } from '../../../lib/safe-url.ts'

export const appPromptDismissedKey = 'playfront.app-prompt-dismissed'

/** Dismissed once, the prompt stays away for the rest of the visit. */
export function AppDownloadPrompt({ link, siteName }: { link: AppLink | null; siteName: string }) {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(
    () => sessionStorage.getItem(appPromptDismissedKey) === '1',
  )
  if (!link || dismissed) return null
  function dismiss() {
    sessionStorage.setItem(appPromptDismissedKey, '1')
    setDismissed(true)
  }
  return (
    <aside className="app-prompt" aria-label={t('appDownload', { site: siteName })}>
      <p>{t(`home.appPrompt.${link.platform}`, { site: siteName })}</p>
      <a className="button button--primary" href={safeUrl(link.url)} rel="noopener">
        {t('appDownloadAction')}
      </a>
      <button type="button" className="button button--ghost" onClick={dismiss}>
        {t('dismiss')}
      </button>
    </aside>
  )
}
