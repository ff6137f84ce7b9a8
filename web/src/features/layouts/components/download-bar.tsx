import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon.tsx'
import { safeUrl } from '../../../lib/safe-url.ts'

const dismissedKey = 'playfront.download-bar-dismissed'

type DownloadBarProps = { siteName: string; icon?: string; androidUrl?: string; iosUrl?: string }

export function DownloadBar({ siteName, icon, androidUrl, iosUrl }: DownloadBarProps) {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey) === '1')
  const android = safeUrl(androidUrl)
  const ios = safeUrl(iosUrl)
  const image = safeUrl(icon)
  if (dismissed || (!android && !ios)) return null
  const dismiss = () => {
    sessionStorage.setItem(dismissedKey, '1')
    setDismissed(true)
  }
  return (
    <aside className="download-bar" aria-label={t('layout.downloadBar')}>
      {image && <img className="download-bar__icon" src={image} alt="" width={40} height={40} />}
      <p className="download-bar__text">{t('appDownload', { site: siteName })}</p>
      {android && (
        <a className="download-bar__link" href={android}>
          <Icon name="download" size={16} />
          {t('layout.android')}
        </a>
      )}
      {ios && (
        <a className="download-bar__link" href={ios}>
          <Icon name="download" size={16} />
          {t('layout.ios')}
        </a>
      )}
      <button
        type="button"
        className="download-bar__dismiss"
        onClick={dismiss}
        aria-label={t('dismiss')}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  )
}
