import { useSession } from '../../../stores/session.ts'
import type { Game } from '../api/game-lists.ts'
import { GameCard } from './game-card.tsx'
import './lobby.css'

type Props = {
  games: Game[]
  playPath: (game: Game) => string
  label: string
  variant?: 'grid' | 'row'
}

/** Favourites are marked from the session, so a change made on one list shows on every list. */
export function GameGrid({ games, playPath, label, variant = 'grid' }: Props) {
  const player = useSession()
  const favourites = new Set(player.game_fav_list.map((game) => game.game_code))
  return (
    <ul className={`game-grid game-grid--${variant}`} aria-label={label}>
      {games.map((game) => (
        <GameCard
          key={`${game.provider_code}-${game.game_code}`}
          game={game}
          playPath={playPath(game)}
          favourite={favourites.has(game.game_code)}
          canFavourite={player.isAuthenticated}
        />
      ))}
    </ul>
  )
}
