import { Link } from 'react-router'
import type { Game } from '../api/game-lists.ts'
import { FavouriteButton } from './favourite-button.tsx'
import { safeUrl } from '../../../lib/safe-url.ts'

type Props = {
  game: Game
  playPath: string
  favourite?: boolean
  canFavourite: boolean
  /** How soon its image is fetched: a card of the first screen is fetched at once, the others as they near the screen. */
  image?: 'first' | 'eager' | 'lazy'
}

export function GameCard({
  game,
  playPath,
  favourite = false,
  canFavourite,
  image = 'lazy',
}: Props) {
  return (
    <li className="game-card">
      <Link to={playPath} className="game-card__link">
        <img
          className="game-card__image"
          src={safeUrl(game.img_url)}
          alt=""
          width={300}
          height={300}
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'first' ? 'high' : 'auto'}
          decoding="async"
        />
        <span className="game-card__name">{game.game_name}</span>
        <span className="game-card__provider">{game.provider_code}</span>
      </Link>
      {canFavourite && <FavouriteButton game={game} favourite={favourite} />}
    </li>
  )
}
