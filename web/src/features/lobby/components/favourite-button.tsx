import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setFavourite } from '../api/favourite-games.ts'
import type { Game } from '../api/game-lists.ts'

export function FavouriteButton({ game, favourite }: { game: Game; favourite: boolean }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  async function toggle() {
    if (busy) return
    setBusy(true)
    await setFavourite(game.game_code, !favourite)
    setBusy(false)
  }
  return (
    <button
      type="button"
      className="game-card__favourite"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'lobby.removeFavourite' : 'lobby.addFavourite', {
        game: game.game_name,
      })}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
    </button>
  )
}
