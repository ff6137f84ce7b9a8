import { useTranslation } from 'react-i18next'
import { useSession } from '../../../stores/session.ts'
import { safeUrl } from '../../../lib/safe-url.ts'

export function PlayerSummary() {
  const { t } = useTranslation()
  const { vip, game_fav_list: favourites } = useSession()
  return (
    <div className="player-summary">
      {vip && (
        <dl className="vip">
          <dt>{t('vipLevel')}</dt>
          <dd>{vip.currentLevel}</dd>
          <dt>{t('nextLevel')}</dt>
          <dd>{vip.nextLevel}</dd>
          <dt>{t('depositProgress')}</dt>
          <dd>
            <progress max={100} value={vip.depoProgress} aria-label={t('depositProgress')} />{' '}
            {vip.depoProgress}%
          </dd>
          <dt>{t('turnoverProgress')}</dt>
          <dd>
            <progress max={100} value={vip.toProgress} aria-label={t('turnoverProgress')} />{' '}
            {vip.toProgress}%
          </dd>
        </dl>
      )}
      <h2>{t('favourites')}</h2>
      {favourites.length === 0 ? (
        <p>{t('noFavourites')}</p>
      ) : (
        <ul className="tile-grid">
          {favourites.map((game) => (
            <li key={`${game.provider_code}-${game.game_code}`} className="tile">
              <img src={safeUrl(game.game_image)} alt="" width={96} height={96} loading="lazy" />
              <span>{game.game_name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
