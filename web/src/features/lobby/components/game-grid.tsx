import { useSession } from '../../../stores/session.ts'
import type { Game } from '../api/game-lists.ts'
import { GameCard } from './game-card.tsx'
import './lobby.css'

type Props = {
  games: Game[]
  playPath: (game: Game) => string
  label: string
  variant?: 'grid' | 'row'
  /**
   * The grid is the page's main content (a lobby), so its first cards are the largest paint: their
   * images are fetched at once, the very first with high priority, instead of waiting for layout
   * to find them near the screen (what loading="lazy" does, and Lighthouse counts against LCP).
   */
  leadsPage?: boolean
}

/** The cards a phone shows on a lobby's first screen (rows of two); a desktop's further ones stay lazy, as they are seen at once anyway. */
const firstScreenCards = 6

/** Favourites are marked from the session, so a change made on one list shows on every list. */
export function GameGrid({ games, playPath, label, variant = 'grid', leadsPage = false }: Props) {
  const player = useSession()
  const favourites = new Set(player.game_fav_list.map((game) => game.game_code))
  return (
    <ul className={`game-grid game-grid--${variant}`} aria-label={label}>
      {games.map((game, index) => (
        <GameCard
          key={`${game.provider_code}-${game.game_code}`}
          game={game}
          playPath={playPath(game)}
          favourite={favourites.has(game.game_code)}
          canFavourite={player.isAuthenticated}
          image={!leadsPage || index >= firstScreenCards ? 'lazy' : index === 0 ? 'first' : 'eager'}
        />
      ))}
    </ul>
  )
}
