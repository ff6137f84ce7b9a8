import { useTranslation } from 'react-i18next'
import './play.css'

type Props = { url: string; game: string; onClose: () => void }

/** The game plays inside the page; it can also move to its own window, which leaves the frame. */
export function GameFrame({ url, game, onClose }: Props) {
  const { t } = useTranslation()
  const openWindow = () => {
    window.open(url, '_blank', 'noopener')
    onClose()
  }
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost" onClick={openWindow}>
          {t('play.newWindow')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('play.close')}
        </button>
      </div>
      <iframe
        className="game-frame__frame"
        src={url}
        title={t('play.frameTitle', { game })}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </div>
  )
}
