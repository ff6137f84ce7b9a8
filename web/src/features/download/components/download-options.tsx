import { useTranslation } from 'react-i18next'
import './download.css'
import { safeUrl } from '../../../lib/safe-url.ts'

type Platform = 'android' | 'ios'
type Props = { links: Record<Platform, string>; recommended: Platform | null; siteName: string }

/** The player's own platform comes first and is marked; the other stays available for a second device. */
export function DownloadOptions({ links, recommended, siteName }: Props) {
  const { t } = useTranslation()
  const platforms = (['android', 'ios'] as const).filter((platform) => safeUrl(links[platform]))
  if (platforms.length === 0) return <p className="lobby-state">{t('download.none')}</p>
  const ordered = recommended ? [...platforms].sort((a) => (a === recommended ? -1 : 1)) : platforms
  return (
    <ul className="download-options">
      {ordered.map((platform) => (
        <li
          key={platform}
          className={
            platform === recommended
              ? 'download-option download-option--recommended'
              : 'download-option'
          }
        >
          <h2>{t(`download.${platform}.title`)}</h2>
          {platform === recommended && (
            <p className="download-option__badge">{t('download.forThisDevice')}</p>
          )}
          <p>{t(`download.${platform}.body`, { site: siteName })}</p>
          <a className="button button--primary" href={safeUrl(links[platform])} rel="noopener">
            {t(`download.${platform}.action`)}
          </a>
        </li>
      ))}
    </ul>
  )
}
