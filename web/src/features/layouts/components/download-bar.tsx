import { useTranslation } from 'react-i18next'
import { Icon } from '../../../components/icon.tsx'
import { useSessionFlag, useStoredFlag } from '../../../hooks/use-session-flag.ts'
import { setInstallOffer, useInstallOffer } from '../../../stores/install-prompt.ts'
import { safeUrl } from '../../../lib/safe-url.ts'

const dismissedKey = 'site.download-bar-dismissed'
// Declining the browser's install prompt is kept for good: it is not offered again on this device.
const installDeclinedKey = 'site.install-declined'

type DownloadBarProps = { siteName: string; icon?: string; androidUrl?: string; iosUrl?: string }

export function DownloadBar({ siteName, icon, androidUrl, iosUrl }: DownloadBarProps) {
  const { t } = useTranslation()
  const [dismissed, dismiss] = useSessionFlag(dismissedKey)
  const install = useInstallOffer()
  const [installDeclined, declineInstall] = useStoredFlag(installDeclinedKey)
  const android = safeUrl(androidUrl)
  const ios = safeUrl(iosUrl)
  const image = safeUrl(icon)
  const offerInstall = install !== null && !installDeclined
  // Only Chromium makes the offer, and never on an iPhone: there it takes the App Store link's place.
  if (dismissed || (!android && !ios && !offerInstall)) return null
  const addToHomeScreen = async () => {
    await install?.prompt()
    const choice = await install?.userChoice
    if (choice?.outcome === 'dismissed') declineInstall()
    setInstallOffer(null)
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
      {ios && !offerInstall && (
        <a className="download-bar__link" href={ios}>
          <Icon name="download" size={16} />
          {t('layout.ios')}
        </a>
      )}
      {offerInstall && (
        <button
          type="button"
          className="download-bar__link download-bar__install"
          onClick={() => void addToHomeScreen()}
        >
          <Icon name="download" size={16} />
          {t('layout.addToHomeScreen')}
        </button>
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
