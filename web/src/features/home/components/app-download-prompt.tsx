import { useTranslation } from 'react-i18next'
import { useSessionFlag } from '../../../hooks/use-session-flag.ts'
import type { AppLink } from '../utils/app-link.ts'
import './home.css'
import { safeUrl } from '../../../lib/safe-url.ts'

export const appPromptDismissedKey = 'site.app-prompt-dismissed'

/** Dismissed once, the prompt stays away for the rest of the visit. */
export function AppDownloadPrompt({ link, siteName }: { link: AppLink | null; siteName: string }) {
  const { t } = useTranslation()
  const [dismissed, dismiss] = useSessionFlag(appPromptDismissedKey)
  if (!link || dismissed) return null
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
